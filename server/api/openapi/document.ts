import type { z } from 'zod'
import { apiOperations } from './operations'
import { toSchemaObject, type JsonSchema } from './json-schema'
import { accessScopes, isBackofficeAccess, type ApiOperation } from './registry'
import { ACCESS_COOKIE } from '../../auth/cookies'
import { appVersion } from '../../shell/app-version'
import { tagDescriptions } from './tag-descriptions'

const API_VERSION = appVersion

const envelopeSchema: JsonSchema = {
  type: 'object',
  description: 'Every answer: `data` plus the `errored` flag; a refusal adds statusCode, message, code and field messages.',
  properties: {
    data: {},
    errored: { type: 'boolean' },
    statusCode: { type: 'integer' },
    message: { type: 'string' },
    code: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['data', 'errored'],
}

function answer(description: string, data?: JsonSchema) {
  const envelope = { $ref: '#/components/schemas/Envelope' }
  // The answer's own `data` narrows the envelope's, so a generated client gets the real type.
  const schema = data ? { allOf: [envelope, { type: 'object', properties: { data }, required: ['data'] }] } : envelope
  return { description, content: { 'application/json': { schema } } }
}

const crossSite = 'A call with the login cookies from another site (CROSS_SITE_REQUEST).'

/** 403: a backoffice login without the scope, and on every write the CSRF guard (server/auth/csrf.ts). */
function forbidden(operation: ApiOperation) {
  const write = operation.method !== 'GET'
  if (isBackofficeAccess(operation.access)) return { '403': answer(write ? `The login lacks the scope, or: ${crossSite}` : 'The login lacks the scope.') }
  return write ? { '403': answer(crossSite) } : {}
}

/** The success answer: an envelope with `data`, a file, or a redirect with its `Location`. */
function success(operation: ApiOperation, data: JsonSchema | undefined) {
  const status = String(operation.status ?? 200)
  if (operation.redirect) {
    const location = { description: 'Where the browser goes next.', schema: { type: 'string' } }
    return { [String(operation.redirect.status)]: { description: operation.redirect.description, headers: { Location: location } } }
  }
  if (operation.file) {
    const content = Object.fromEntries(operation.file.types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]))
    return {
      [status]: { description: operation.file.description, content },
      ...(operation.file.noContent ? { '204': { description: operation.file.noContent } } : {}),
    }
  }
  if (operation.bare && data) return { [status]: { description: 'The answer itself, without the envelope.', content: { 'application/json': { schema: data } } } }
  return { [status]: answer('The envelope with `data`.', data) }
}

function responses(operation: ApiOperation, components: Record<string, JsonSchema>, id: string) {
  const guarded = operation.access !== 'public'
  const data = operation.response ? toSchemaObject(operation.response, `${id}.response`, components, 'output') : undefined
  const successes = Object.entries(operation.otherSuccesses ?? {}).map(([status, other]) => [
    status,
    answer(other.description, toSchemaObject(other.response, `${id}.response${status}`, components, 'output')),
  ])
  const errors = Object.fromEntries(Object.entries(operation.errors ?? {}).map(([status, text]) => [status, answer(text)]))
  return {
    ...success(operation, data),
    ...Object.fromEntries(successes),
    '400': answer('A refused payload, query or path parameter.'),
    ...(guarded ? { '401': answer('No login.') } : {}),
    ...forbidden(operation),
    // Every body is limited before it is parsed (server/http/request-body.ts).
    ...(operation.method === 'GET' ? {} : { '413': answer('The body is over the size limit.') }),
    ...errors,
  }
}

export function operationId(operation: Pick<ApiOperation, 'method' | 'path'>): string {
  const words = operation.path.split(/[^A-Za-z0-9]+/).filter(Boolean)
  return [operation.method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('')
}

function parameters(operation: ApiOperation, components: Record<string, JsonSchema>, id: string) {
  const pathNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
  const inPath = pathNames.map((name) => {
    const schema: z.ZodType | undefined = operation.params?.[name]
    return { name, in: 'path', required: true, schema: schema ? toSchemaObject(schema, `${id}.${name}`, components) : { type: 'string' } }
  })
  if (!operation.query) return inPath
  const query = toSchemaObject(operation.query, `${id}.query`, components)
  const properties = (query.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((query.required ?? []) as string[])
  const inQuery = Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))
  return [...inPath, ...inQuery]
}

function accessText(operation: ApiOperation): string {
  if (operation.access === 'user') return 'Needs a logged-in user.'
  const scopes = accessScopes(operation.access)
  if (scopes.length === 0) return 'Backoffice users only.'
  return `Backoffice users with the scope ${scopes.map((scope) => `\`${scope}\``).join(' or ')}.`
}

function describe(operation: ApiOperation, components: Record<string, JsonSchema>) {
  const id = operationId(operation)
  const guarded = operation.access !== 'public'
  return {
    operationId: id,
    summary: operation.summary,
    tags: [operation.tag],
    // Every operation declares its security: a public one an empty list (redocly's `security-defined`), so a generated client knows which calls need the token.
    ...(guarded
      ? {
          description: accessText(operation),
          security: [{ bearerAuth: [] }, { sessionCookie: [] }],
        }
      : { security: [] }),
    parameters: parameters(operation, components, id),
    ...(operation.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: toSchemaObject(operation.body, `${id}.body`, components) } } } }
      : {}),
    responses: responses(operation, components, id),
  }
}

/** The OpenAPI 3.1 document of `/api`, built from the route registry and the handlers' zod schemas. */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = apiOperations) {
  const components: Record<string, JsonSchema> = { Envelope: envelopeSchema }
  const paths: Record<string, Record<string, unknown>> = {}
  for (const operation of operations) {
    const item = (paths[operation.path] ??= {})
    item[operation.method.toLowerCase()] = describe(operation, components)
  }
  const tags = [...new Set(operations.map((operation) => operation.tag))]
    .sort()
    .map((name) => ({ name, ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}) }))
  return {
    openapi: '3.1.0',
    info: {
      title: 'Izlog API',
      version: API_VERSION,
      description: 'The website and web shop API (SPEC §7). Every answer is an envelope of `data` plus an `errored` flag.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/api' }],
    tags,
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The access token from POST /api/v1/login.' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE },
      },
    },
  }
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>

let cached: OpenApiDocument | null = null

/** Built once per process: the registry does not change while the server runs. */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument()
  return cached
}
