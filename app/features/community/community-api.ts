import { translate } from '#common/i18n/translate'
import type { Locale } from '#common/i18n/locales'

export type PostResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string; fields: Record<string, string> }

/** POST/PUT a JSON payload to the API with the session cookies; errors keep their field messages. */
export async function sendJson<T>(locale: Locale, path: string, body: unknown, method = 'POST'): Promise<PostResult<T>> {
  try {
    const response = await fetch(`${path}${path.includes('?') ? '&' : '?'}language=${locale}`, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const envelope = (await response.json().catch(() => null)) as { errored?: boolean; data?: T; message?: string; fields?: Record<string, string> } | null
    if (response.ok && envelope?.errored === false) return { ok: true, data: envelope.data as T }
    return {
      ok: false,
      status: response.status,
      message: envelope?.message ?? translate(locale, 'error.somethingWentWrong'),
      fields: envelope?.fields ?? {},
    }
  } catch {
    return { ok: false, status: 0, message: translate(locale, 'error.somethingWentWrong'), fields: {} }
  }
}
