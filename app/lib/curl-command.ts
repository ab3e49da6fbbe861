const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'x-api-key'])
const SECRET_FIELD = /password|token|secret|protectCode|apiKey/i
const REDACTED = '<redacted>'

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`

function redactBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body, (key, value: unknown) => (key && SECRET_FIELD.test(key) && typeof value === 'string' ? REDACTED : value)))
  } catch {
    return body
  }
}

/** A request as a curl command to paste into a terminal, without credentials or passwords. */
export function toCurlCommand(url: string, init: RequestInit = {}, origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin): string {
  const method = (init.method ?? 'GET').toUpperCase()
  const parts = ['curl', ...(method === 'GET' ? [] : ['-X', method]), quote(new URL(url, origin).href)]
  for (const [name, value] of new Headers(init.headers)) parts.push('-H', quote(`${name}: ${SECRET_HEADERS.has(name) ? REDACTED : value}`))
  if (typeof init.body === 'string') parts.push('--data-raw', quote(redactBody(init.body)))
  return parts.join(' ')
}

/** §8: in development every failed request is also logged as a curl command (never in a production build). */
export function logFailedRequest(url: string, init: RequestInit, status: number): void {
  if (!import.meta.env.DEV) return
  console.warn(`[api] ${status || 'network error'} ${(init.method ?? 'GET').toUpperCase()} ${url}\n${toCurlCommand(url, init)}`)
}
