import type { z } from 'zod'
import type { BackofficeScope } from '../../../common/users/user-view'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call an operation: anyone (the handler may still check a cart session or a token), any
 * logged-in user, any backoffice login, or a backoffice login with one of the scopes. Every
 * backoffice access answers 403 to a shopper — the 403 walk checks it.
 */
export type ApiAccess = 'public' | 'user' | 'backoffice' | BackofficeScope | readonly BackofficeScope[]

export function isBackofficeAccess(access: ApiAccess): boolean {
  return access !== 'public' && access !== 'user'
}

export function accessScopes(access: ApiAccess): readonly BackofficeScope[] {
  if (access === 'public' || access === 'user' || access === 'backoffice') return []
  return typeof access === 'string' ? [access] : access
}

export interface ApiOperation {
  method: HttpMethod
  /** The path under `/api` in OpenAPI form: `/v1/cms/page/{id}/draft`. */
  path: string
  tag: string
  summary: string
  access: ApiAccess
  /** The same zod objects the handler parses with (`parseJson`, `parseQuery`, `parseValue`). */
  body?: z.ZodType
  query?: z.ZodType
  params?: Record<string, z.ZodType>
  /** The zod schema of the answer's `data` (validated output, not input). */
  response?: z.ZodType
  /** The success status when it is not 200 (a create answers 201, a call that only queues work 202). */
  status?: 201 | 202
  /**
   * Success answers beside `status`, by status: for a call whose input picks one (the CSV import:
   * a dry run 200, the import 202), or a create idempotent by a key (`replayedAnswer`).
   */
  otherSuccesses?: Readonly<Record<number, { description: string; response: z.ZodType }>>
  /** The answer is `response` itself, not an envelope around it (the dev builds' `/_cli` calls, as the spec's client reads them). */
  bare?: true
  /** A download instead of a JSON envelope: its media types (`text/csv`) and what the file is. */
  file?: { types: readonly string[]; description: string; /** When nothing is there to download (204). */ noContent?: string }
  /** A browser call that answers a redirect instead of an envelope: its status and where it leads. */
  redirect?: { status: 302 | 303; description: string }
  /** Refusals beyond 400/401/403, by status: what each means. */
  errors?: Readonly<Record<number, string>>
}

type OperationDetails = Partial<Pick<ApiOperation, 'body' | 'query' | 'params' | 'access' | 'response' | 'status' | 'otherSuccesses' | 'bare' | 'file' | 'redirect' | 'errors'>>

/** `const op = tagged('cart')`, then one line per route: `op('POST', '/v1/…', 'What it does', { body })`. */
export function tagged(tag: string) {
  return (method: HttpMethod, path: string, summary: string, details: OperationDetails = {}): ApiOperation => ({
    method,
    path,
    tag,
    summary,
    access: details.access ?? 'public',
    ...(details.body ? { body: details.body } : {}),
    ...(details.query ? { query: details.query } : {}),
    ...(details.params ? { params: details.params } : {}),
    ...(details.response ? { response: details.response } : {}),
    ...(details.status ? { status: details.status } : {}),
    ...(details.otherSuccesses ? { otherSuccesses: details.otherSuccesses } : {}),
    ...(details.bare ? { bare: details.bare } : {}),
    ...(details.file ? { file: details.file } : {}),
    ...(details.redirect ? { redirect: details.redirect } : {}),
    ...(details.errors ? { errors: details.errors } : {}),
  })
}

/** Hono's `/orders/:id{[0-9]+}` is OpenAPI's `/orders/{id}`. */
export function toOpenApiPath(honoPath: string): string {
  return honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')
}

export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`
}

/** A create idempotent by a key answers 201 once, then 200 with what the key made before. */
export function replayedAnswer(response: z.ZodType): NonNullable<ApiOperation['otherSuccesses']> {
  return { 200: { description: 'The envelope with `data`: the key was used before, and this is what it made then.', response } }
}

/** Whether the document says what the operation answers: an envelope's `data`, a file, or a redirect. */
export function documentsAnswer(operation: ApiOperation): boolean {
  return operation.response !== undefined || operation.file !== undefined || operation.redirect !== undefined
}
