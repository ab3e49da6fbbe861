import type { OpenApiDocument } from './document'
import type { JsonSchema } from './json-schema'

/** What the browsable reference page (`/docs/api`) shows: the OpenAPI document, flattened. */
export interface ReferenceField {
  name: string
  in: string
  required: boolean
  type: string
}

export interface ReferenceOperation {
  id: string
  method: string
  path: string
  summary: string
  access: string | null
  parameters: ReferenceField[]
  bodyFields: ReferenceField[]
  bodySchema: string | null
  /** The top-level fields of the answer's `data`, when the operation documents it. */
  responseFields: ReferenceField[]
  /** Every status the operation answers, with what it means. */
  answers: { status: string; description: string }[]
}

export interface ReferenceTag {
  name: string
  description: string | null
  operations: ReferenceOperation[]
}

interface DocumentOperation {
  operationId: string
  summary: string
  tags: string[]
  description?: string
  parameters: { name: string; in: string; required: boolean; schema: JsonSchema }[]
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } }
  responses: Record<string, { description: string; content?: { 'application/json'?: { schema: JsonSchema } } }>
}

/** A one-line type: `string`, `integer`, `'a' | 'b'`, `array of object`, `Menu tree` (a component). */
export function typeLabel(schema: JsonSchema, components: Record<string, JsonSchema>, depth = 0): string {
  if (depth > 4) return 'object'
  if (typeof schema.$ref === 'string') {
    const target = components[schema.$ref.replace('#/components/schemas/', '')]
    return target ? typeLabel(target, components, depth + 1) : 'object'
  }
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ')
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (Array.isArray(variants)) return [...new Set(variants.map((variant) => typeLabel(variant, components, depth + 1)))].join(' | ')
  if (schema.type === 'array') return `array of ${typeLabel((schema.items as JsonSchema | undefined) ?? {}, components, depth + 1)}`
  if (Array.isArray(schema.type)) return schema.type.join(' | ')
  if (typeof schema.type === 'string') return schema.format ? `${schema.type} (${String(schema.format)})` : schema.type
  return 'any'
}

function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  return typeof schema.$ref === 'string' ? (components[schema.$ref.replace('#/components/schemas/', '')] ?? {}) : schema
}

function objectFields(schema: JsonSchema, components: Record<string, JsonSchema>, place: string): ReferenceField[] {
  const resolved = resolve(schema, components)
  const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((resolved.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({ name, in: place, required: required.has(name), type: typeLabel(property, components) }))
}

/** The documented `data` of the success answer (`allOf: [Envelope, { properties: { data } }]`). */
function responseData(operation: DocumentOperation): JsonSchema | null {
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1]
  const allOf = success?.content?.['application/json']?.schema.allOf as JsonSchema[] | undefined
  const data = (allOf?.[1]?.properties as Record<string, JsonSchema> | undefined)?.data
  return data ?? null
}

/** An object's fields; a list or a single value is one row named `data`. */
function responseFields(operation: DocumentOperation, components: Record<string, JsonSchema>): ReferenceField[] {
  const data = responseData(operation)
  if (!data) return []
  const fields = objectFields(data, components, 'data')
  return fields.length > 0 ? fields : [{ name: 'data', in: 'data', required: true, type: typeLabel(data, components) }]
}

export function buildApiReference(document: OpenApiDocument): ReferenceTag[] {
  const components = document.components.schemas
  const byTag = new Map<string, ReferenceOperation[]>()
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const operation = raw as DocumentOperation
      const body = operation.requestBody?.content['application/json'].schema
      const entry: ReferenceOperation = {
        id: operation.operationId,
        method: method.toUpperCase(),
        path: `/api${path}`,
        summary: operation.summary,
        access: operation.description ?? null,
        parameters: operation.parameters.map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required,
          type: typeLabel(parameter.schema, components),
        })),
        bodyFields: body ? objectFields(body, components, 'body') : [],
        bodySchema: body ? JSON.stringify(resolve(body, components), null, 2) : null,
        responseFields: responseFields(operation, components),
        answers: Object.entries(operation.responses).map(([status, answer]) => ({ status, description: answer.description })),
      }
      const tag = operation.tags[0] ?? 'other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), entry])
    }
  }
  return [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, operations]) => ({
      name,
      description: document.tags.find((tag) => tag.name === name)?.description ?? null,
      operations: operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)),
    }))
}
