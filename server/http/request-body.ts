import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { translate } from '../../common/i18n/translate'
import { ApiError } from './api-error'
import type { AppEnv } from './hono-env'
import { fail } from './respond'

/** Request bodies larger than this are refused before anything reads them (issue 12 §10). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024
/** Deeper JSON is refused before it is parsed: no payload of ours nests more than a few levels. */
export const MAX_JSON_DEPTH = 32

const isApiPath = (path: string) => path.startsWith('/api/') || path.startsWith('/_cli/')

export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} kB`
}

/**
 * 413 for a body over the limit, counted as it streams in (or from Content-Length), before any
 * handler parses it. A route that takes uploads names its own, larger limit in `routeLimits`;
 * one that `streams` its body to disk and counts it itself is only held to its Content-Length
 * here (counting here would hold the whole body in memory).
 */
export function requestBodyLimit(options: { maxSize?: number; routeLimits?: { prefix: string; maxSize: number; streams?: boolean }[] } = {}): MiddlewareHandler<AppEnv> {
  const tooLarge = (c: Context<AppEnv>, maxSize: number) => {
    const error = new ApiError(413, 'PAYLOAD_TOO_LARGE', 'error.payloadTooLarge', { size: formatSize(maxSize) })
    return isApiPath(c.req.path) ? fail(c, error) : c.text(error.localizedMessage(c.get('locale') ?? 'hr'), 413)
  }
  const limiter = (maxSize: number): MiddlewareHandler<AppEnv> => bodyLimit({ maxSize, onError: (c: Context<AppEnv>) => tooLarge(c, maxSize) })
  const announcedOnly =
    (maxSize: number): MiddlewareHandler<AppEnv> =>
    async (c, next) =>
      Number(c.req.header('content-length') ?? 0) > maxSize ? tooLarge(c, maxSize) : next()
  const fallback = limiter(options.maxSize ?? DEFAULT_BODY_LIMIT)
  const routes = (options.routeLimits ?? []).map((route) => ({ prefix: route.prefix, limit: route.streams ? announcedOnly(route.maxSize) : limiter(route.maxSize) }))
  return (c, next) => {
    // GET and HEAD never carry a body here (the Node adapter gives them none), and asking for one
    // (`c.req.raw.body`) makes the adapter build a whole fetch Request with an AbortSignal: on every
    // page view and whole-page cache hit.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    return (routes.find((route) => c.req.path.startsWith(route.prefix))?.limit ?? fallback)(c, next)
  }
}

/** The deepest nesting of arrays and objects in a JSON text, counted without parsing it. */
export function jsonNestingDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 0x5c) index++ // backslash: skip the escaped character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth)
    else if (char === 0x5d || char === 0x7d) depth--
  }
  return deepest
}

/** API requests with a JSON body: refuse one nested deeper than MAX_JSON_DEPTH before it is parsed. */
export const jsonDepthGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.req.raw.body || !c.req.header('content-type')?.includes('json')) return next()
  // Read once; Hono keeps the text, and c.req.json() later parses it from there.
  if (jsonNestingDepth(await c.req.text()) > MAX_JSON_DEPTH) {
    return fail(c, new ApiError(400, 'JSON_TOO_DEEP', 'error.jsonTooDeep', { depth: MAX_JSON_DEPTH }))
  }
  return next()
}

const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data']

/**
 * Page posts are form posts (React Router actions read `request.formData()`): anything else is
 * 415 and an unreadable form 400, here, instead of a 500 from inside an action.
 */
export const pageFormGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS' || isApiPath(c.req.path)) return next()
  const locale = c.get('locale') ?? 'hr'
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!formTypes.includes(type)) return c.text(translate(locale, 'error.unsupportedMediaType'), 415)
  try {
    await c.req.raw.clone().formData()
  } catch {
    return c.text(translate(locale, 'error.badRequest'), 400)
  }
  return next()
}
