import type { z } from 'zod'
import type { Locale } from '../../common/i18n/locales'
import { translate } from '../../common/i18n/translate'
import type { AccountFormResult } from '../../common/users/form-result'
import { fieldErrors } from '../../common/validation/messages'
import type { RequestContext } from '../context'
import { ApiError } from '../http/api-error'
import { log } from '../log/logger'
import { siteOrigin } from '../site/site-origin'
import { authCookies, clearAuthCookies, isSecureRequest } from './cookies'

/**
 * Helpers for the account screens' React Router actions: they call the same services as the API
 * and answer with a small result the form shows (field messages, a notice) or a redirect that
 * carries the session cookies.
 */
export function accountDeps(ctx: RequestContext) {
  return { db: ctx.db, config: ctx.runtime.config }
}

export function mailContext(request: Request, ctx: RequestContext) {
  return { origin: siteOrigin({ config: ctx.runtime.config, site: ctx.site, request }), locale: ctx.locale, siteId: ctx.site.id }
}

export function sessionHeaders(request: Request, ctx: RequestContext, tokens: Parameters<typeof authCookies>[0]): Headers {
  const headers = new Headers()
  for (const cookie of authCookies(tokens, isSecureRequest(request, ctx.runtime.config))) headers.append('Set-Cookie', cookie)
  return headers
}

export function logoutHeaders(request: Request, ctx: RequestContext): Headers {
  const headers = new Headers()
  for (const cookie of clearAuthCookies(isSecureRequest(request, ctx.runtime.config))) headers.append('Set-Cookie', cookie)
  return headers
}

/** Form data as a plain object; `delivery.city` style names become nested objects. */
export function formObject(form: FormData): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue
    const path = name.split('.')
    let target = result
    for (const key of path.slice(0, -1)) {
      const next = target[key]
      target = (next && typeof next === 'object' ? next : (target[key] = {})) as Record<string, unknown>
    }
    target[path.at(-1) as string] = value
  }
  return result
}

export function parseForm<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  intent: string,
  locale: Locale,
): { ok: true; data: z.output<S> } | { ok: false; result: AccountFormResult } {
  const parsed = schema.safeParse(raw)
  if (parsed.success) return { ok: true, data: parsed.data }
  return { ok: false, result: { intent, ok: false, fields: fieldErrors(parsed.error, locale) } }
}

/** A failed service call as a form result; unknown errors are logged and say only "something went wrong". */
export function failure(
  intent: string,
  error: unknown,
  locale: Locale,
): AccountFormResult & { status: number; headers?: Record<string, string> } {
  if (error instanceof ApiError) {
    return { intent, ok: false, code: error.code, message: error.localizedMessage(locale), status: error.status, headers: error.headers }
  }
  log.error('account action failed', { intent, error: error instanceof Error ? error.stack : String(error) })
  return { intent, ok: false, message: translate(locale, 'error.somethingWentWrong'), status: 500 }
}
