import type { Locale } from '#common/i18n/locales'
import { translate } from '#common/i18n/translate'
import { mapErrorBody } from '#common/users/error-mapping'
import { logFailedRequest } from '~/lib/curl-command'

export type ApiResult<T> =
  | { ok: true; data: T }
  | {
      ok: false
      status: number
      message: string
      code: string | null
      /** Field path → translated message of a refused payload (shown beside the fields). */
      fields?: Record<string, string>
      /** What an error envelope carried besides the message (e.g. the re-priced cart of a 409). */
      data?: unknown
    }

interface ApiClientOptions {
  locale: Locale
  fetch?: typeof fetch
  /** Called before the one retry after a 403 (§8: a 403 logs out and retries once). */
  onLoggedOut?: () => void
}

/**
 * The website's JSON client for `/api/*` calls made from the browser (edit mode, cart, …): it
 * sends the session cookies, reads the envelope, maps error bodies to their notification (§8),
 * answers status 0 for network errors, and on 403 logs out server-side and retries once (§4).
 */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))

  async function once<T>(path: string, init: RequestInit): Promise<ApiResult<T> & { httpStatus: number }> {
    let response: Response
    const sent: RequestInit = {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    }
    try {
      response = await doFetch(path, sent)
    } catch {
      logFailedRequest(path, sent, 0)
      return { ok: false, status: 0, message: translate(options.locale, 'error.somethingWentWrong'), code: null, httpStatus: 0 }
    }
    const text = await response.text()
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      // A plain-text body is the message itself (§8 "message from body text").
    }
    const envelope = body && typeof body === 'object' ? (body as { errored?: boolean; data?: T; code?: string; fields?: Record<string, string> }) : null
    if (response.ok && envelope && envelope.errored === false) return { ok: true, data: envelope.data as T, httpStatus: response.status }
    logFailedRequest(path, sent, response.status)
    const mapped = mapErrorBody(body, response.status)
    const message = mapped.key
      ? translate(options.locale, mapped.key)
      : mapped.message || translate(options.locale, 'error.somethingWentWrong')
    const extra = { ...(envelope?.fields ? { fields: envelope.fields } : {}), ...(envelope?.data != null ? { data: envelope.data } : {}) }
    return { ok: false, status: mapped.status, message, code: envelope?.code ?? null, ...extra, httpStatus: response.status }
  }

  return {
    async request<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
      const first = await once<T>(path, init)
      if (first.httpStatus !== 403) return strip(first)
      await once('/api/auth/logout', { method: 'POST' })
      options.onLoggedOut?.()
      return strip(await once<T>(path, init))
    },
  }
}

function strip<T>(result: ApiResult<T> & { httpStatus: number }): ApiResult<T> {
  const { httpStatus: _httpStatus, ...rest } = result
  return rest as ApiResult<T>
}
