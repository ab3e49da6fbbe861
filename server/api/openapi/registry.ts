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
  /** The success status when it is not 200 (a create answers 201); a save that creates or updates lists both. */
  status?: 201 | readonly (200 | 201)[]
  /** Refusals beyond 400/401/403, by status: what each means. */
  errors?: Readonly<Record<number, string>>
}

type OperationDetails = Partial<Pick<ApiOperation, 'body' | 'query' | 'params' | 'access' | 'response' | 'status' | 'errors'>>

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
