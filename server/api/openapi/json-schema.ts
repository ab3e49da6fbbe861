import { z } from 'zod'

export type JsonSchema = Record<string, unknown>

/**
 * A zod schema as an OpenAPI 3.1 Schema Object (JSON Schema 2020-12) of what a client sends
 * (`io: 'input'`), or of what it answers (`'output'`). Definitions zod extracts (recursive trees, reused parts) become components,
 * because a `#/$defs/…` pointer inside an operation would resolve against the whole document.
 */
export function toSchemaObject(schema: z.ZodType, name: string, components: Record<string, JsonSchema>, io: 'input' | 'output' = 'input'): JsonSchema {
  const generated = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema
  const { $schema: _dialect, $defs, ...root } = generated
  const hasDefs = $defs !== undefined && typeof $defs === 'object'
  const isRecursive = JSON.stringify(root).includes('"$ref":"#"')
  if (!hasDefs && !isRecursive) return root
  const pointer = (def: string) => `#/components/schemas/${name}.${def}`
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite)
    if (value === null || typeof value !== 'object') return value
    const entries = Object.entries(value).map(([key, inner]) => {
      if (key !== '$ref' || typeof inner !== 'string') return [key, rewrite(inner)]
      if (inner === '#') return [key, `#/components/schemas/${name}`]
      return [key, inner.startsWith('#/$defs/') ? pointer(inner.slice('#/$defs/'.length)) : inner]
    })
    return Object.fromEntries(entries)
  }
  for (const [def, body] of Object.entries(hasDefs ? ($defs as Record<string, unknown>) : {})) {
    components[`${name}.${def}`] = rewrite(body) as JsonSchema
  }
  components[name] = rewrite(root) as JsonSchema
  return { $ref: `#/components/schemas/${name}` }
}
