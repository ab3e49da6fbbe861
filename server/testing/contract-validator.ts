import { appendFileSync } from 'node:fs'
import Ajv2020 from 'ajv/dist/2020'
import type { ErrorObject, ValidateFunction } from 'ajv'
import { openApiDocument, type OpenApiDocument } from '../api/openapi/document'

type JsonObject = Record<string, unknown>

interface DocumentedOperation {
  method: string
  template: string
  pattern: RegExp
  /** Path templates with fewer `{…}` segments win: `/page/list` before `/page/{id}`. */
  params: number
  operation: JsonObject
}

export interface ContractValidator {
  /** Throws when a JSON answer's status is not documented, or its `data` (a bare answer's body) does not match the schema. */
  check(method: string, url: string, status: number, body: unknown): void
  /** Throws when a non-JSON answer (a file, a redirect) has a status or a media type the document does not list. */
  checkMedia(method: string, url: string, status: number, contentType: string): void
}

const API_PREFIX = '/api'

function asObject(value: unknown): JsonObject | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : undefined
}

function templatePattern(template: string): RegExp {
  const escaped = template.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${escaped.join('[^/]+')}$`)
}

function listOperations(document: OpenApiDocument): DocumentedOperation[] {
  const operations = Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      template,
      pattern: templatePattern(template),
      params: (template.match(/\{/g) ?? []).length,
      operation: operation as JsonObject,
    })),
  )
  return operations.sort((a, b) => a.params - b.params)
}

function documentedContent(operation: JsonObject, status: number): JsonObject | undefined {
  return asObject(asObject(asObject(operation.responses)?.[String(status)])?.content)
}

/**
 * What to validate of a JSON answer: the `data` of an envelope (`allOf: [Envelope, { properties: { data } }]`),
 * or the whole body of a bare answer (a schema that is not the envelope).
 */
function answerSchema(operation: JsonObject, status: number): { schema: JsonObject; bare: boolean } | undefined {
  const schema = asObject(asObject(documentedContent(operation, status)?.['application/json'])?.schema)
  // A JSON file (a data export) is described by its media type, not a schema of its body.
  if (!schema || schema.$ref === '#/components/schemas/Envelope' || schema.contentMediaType !== undefined) return undefined
  const allOf = schema.allOf
  if (!Array.isArray(allOf)) return { schema, bare: true }
  const data = asObject(asObject(asObject(allOf[1])?.properties)?.data)
  return data ? { schema: data, bare: false } : undefined
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).map((error) => `${error.instancePath || '(data)'} ${error.message ?? ''}`).join('; ')
}

export interface ContractOptions {
  /**
   * A file to append each unlisted status to instead of failing the test (`CONTRACT_REPORT`), to
   * survey a whole run at once; the data and media checks still fail.
   */
  reportTo?: string
}

export function createContractValidator(document: OpenApiDocument, options: ContractOptions = {}): ContractValidator {
  const operations = listOperations(document)
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false, logger: false })
  const compiled = new Map<string, { validate: ValidateFunction; bare: boolean } | null>()

  const validatorFor = (found: DocumentedOperation, status: number): { validate: ValidateFunction; bare: boolean } | null => {
    const key = `${found.method} ${found.template} ${status}`
    if (!compiled.has(key)) {
      const answer = answerSchema(found.operation, status)
      // The document's `#/components/schemas/…` pointers resolve against the root, so the root carries the components.
      compiled.set(key, answer ? { validate: ajv.compile({ ...answer.schema, components: document.components }), bare: answer.bare } : null)
    }
    return compiled.get(key) ?? null
  }
  const find = (method: string, url: string): DocumentedOperation | undefined => {
    const pathname = new URL(url, 'http://localhost').pathname
    if (!pathname.startsWith(`${API_PREFIX}/`)) return undefined
    const path = pathname.slice(API_PREFIX.length)
    return operations.find((candidate) => candidate.method === method.toUpperCase() && candidate.pattern.test(path))
  }

  return {
    check(method, url, status, body) {
      const found = find(method, url)
      if (!found) return
      const envelope = asObject(body)
      const documented = Object.keys(asObject(found.operation.responses) ?? {})
      const refusal = envelope?.errored === true
      if (!documented.includes(String(status))) {
        const code = refusal ? ` (${String(envelope?.code ?? envelope?.message ?? '')})` : ''
        if (options.reportTo) {
          appendFileSync(options.reportTo, `${method.toUpperCase()} ${found.template} ${status} ${String(envelope?.code ?? '')}\n`)
          return
        }
        throw new Error(`contract: ${method.toUpperCase()} ${found.template} answered ${status}${code}, which the OpenAPI document does not list (${documented.join(', ')}); add it to the route's \`${refusal ? 'errors' : 'status'}\``)
      }
      if (refusal) return
      const answer = validatorFor(found, status)
      if (!answer) return
      if (!answer.bare && envelope?.errored !== false) return
      const value = answer.bare ? body : envelope?.data
      if (answer.validate(value)) return
      const excerpt = JSON.stringify(value).slice(0, 300)
      throw new Error(`contract: ${method.toUpperCase()} ${found.template} (${status}) answers ${answer.bare ? 'a body' : 'data'} the OpenAPI document does not allow: ${describeErrors(answer.validate.errors)}\n  data: ${excerpt}`)
    },
    checkMedia(method, url, status, contentType) {
      const found = find(method, url)
      if (!found || status >= 400) return
      const documented = asObject(found.operation.responses) ?? {}
      const response = asObject(documented[String(status)])
      if (!response) throw new Error(`contract: ${method.toUpperCase()} ${found.template} answered ${status}, which the OpenAPI document does not list (${Object.keys(documented).join(', ')})`)
      const types = Object.keys(asObject(response.content) ?? {})
      const type = contentType.split(';')[0]!.trim().toLowerCase()
      if (types.length > 0 && !types.includes(type)) {
        throw new Error(`contract: ${method.toUpperCase()} ${found.template} (${status}) answered ${type || 'no content type'}, the document lists ${types.join(', ')}`)
      }
    },
  }
}

let shared: ContractValidator | null = null

/** One compiled document per test worker. */
export function contractValidator(): ContractValidator {
  shared ??= createContractValidator(openApiDocument(), { reportTo: process.env.CONTRACT_REPORT })
  return shared
}
