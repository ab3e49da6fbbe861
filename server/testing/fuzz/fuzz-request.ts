import fc from 'fast-check'
import { hostileJson, hostileJsonObject, hostileText, percentEncodeLoosely, wireValue } from './hostile-input'
import { fillPattern, type Endpoint } from './route-walk'

/** One generated request, as plain data so fast-check can print and shrink it. */
export interface FuzzRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}

/** What the fuzzer knows of the site: real slugs and codes to get past the first lookup. */
export interface FuzzVocabulary {
  /** Words that name something: page, product and category slugs, attribute codes, handlers. */
  words: string[]
  /** Query and body field names to try; attribute codes make the category filters run. */
  fields: string[]
  /** A logged-in customer's access token, so handlers behind a login run too. */
  bearer?: string
}

/** Field names clients send across the API and the pages' query strings. */
export const commonFieldNames = [
  'id', 'slug', 'page', 'perPage', 'limit', 'search', 'q', 'sort', 'order', 'param', 'type', 'keys', 'handlers',
  'product', 'category', 'price', 'discount', 'featured', 'archived', 'tags', 'filters', 'key', 'value', 'min', 'max',
  'mainCategory', 'select', 'keywords', 'params', 'path', 'language', 'store', 'currency', 'tree', 'token', 'code',
  'state', 'provider', 'returnTo', 'goal', 'goalType', 'confirmedEmail', 'verificationToken', 'email', 'password',
  'username', 'details', 'firstName', 'lastName', 'barcode', 'consents', 'status', 'domain', 'refreshToken',
]

const writeMethods = ['POST', 'PUT', 'PATCH', 'DELETE']

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
]

function query(vocabulary: FuzzVocabulary): fc.Arbitrary<string> {
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...vocabulary.fields) }, { weight: 1, arbitrary: hostileText.map(percentEncodeLoosely) })
  return fc
    .array(fc.tuple(key, wireValue(vocabulary.words)), { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''))
}

function path(endpoint: Endpoint, vocabulary: FuzzVocabulary): fc.Arbitrary<string> {
  const names = [...endpoint.pattern.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((match) => match[1] ?? '*')
  if (names.length === 0) return fc.constant(endpoint.pattern)
  const value = fc.option(
    fc.oneof(wireValue(vocabulary.words), fc.array(wireValue(vocabulary.words), { minLength: 2, maxLength: 3 }).map((parts) => parts.join('/'))),
    { freq: 8 },
  )
  return fc.array(value, { minLength: names.length, maxLength: names.length }).map((values) => {
    let index = 0
    return fillPattern(endpoint.pattern, (_name, optional) => {
      const next = values[index++] ?? null
      // A required parameter must be present, or the request would match another route.
      return next === null ? (optional ? null : 'x') : next
    })
  })
}

function body(vocabulary: FuzzVocabulary): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: hostileJsonObject(vocabulary.fields).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: hostileJson(vocabulary.fields).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '{"a":1}garbage', '\ufeff{}', '[]', 'null', '"\\u0000"', '{"x":"\\ud800"}', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]') },
  )
}

function headers(vocabulary: FuzzVocabulary, hasBody: boolean): fc.Arbitrary<Record<string, string>> {
  return fc
    .record({
      contentType: fc.constantFrom(...contentTypes),
      bearer: fc.boolean(),
      crossSite: fc.boolean(),
      cookie: fc.option(wireValue(vocabulary.words), { freq: 3 }),
      acceptLanguage: fc.option(fc.constantFrom('de', 'en-GB,en;q=0.5', '*', 'xx-YY;q=abc', ';;,,', 'hr;q=2'), { freq: 3 }),
    })
    .map(({ contentType, bearer, crossSite, cookie, acceptLanguage }) => {
      const result: Record<string, string> = {}
      // Same-origin, as the site's own forms send: a cross-site write stops at the CSRF guard.
      if (!crossSite) result['sec-fetch-site'] = 'same-origin'
      if (hasBody) result['content-type'] = contentType
      if (bearer && vocabulary.bearer) result.authorization = `Bearer ${vocabulary.bearer}`
      if (cookie !== null) result.cookie = `izlog_locale=${cookie}; izlog_access=${cookie}; guestUser=${cookie}`
      if (acceptLanguage !== null) result['accept-language'] = acceptLanguage
      return result
    })
}

/** Generated requests to one endpoint: hostile path parameters, query, headers and body. */
export function fuzzRequest(endpoint: Endpoint, vocabulary: FuzzVocabulary): fc.Arbitrary<FuzzRequest> {
  const method = endpoint.method === 'ALL' ? fc.constantFrom('GET', ...writeMethods) : fc.constant(endpoint.method)
  return method.chain((chosen) => {
    const hasBody = writeMethods.includes(chosen)
    return fc
      .record({
        path: path(endpoint, vocabulary),
        query: query(vocabulary),
        headers: headers(vocabulary, hasBody),
        body: hasBody ? body(vocabulary) : fc.constant(undefined),
      })
      .map(({ path: filled, query: search, headers: sent, body: payload }) => ({
        method: chosen,
        path: filled + search,
        headers: sent,
        ...(payload === undefined ? {} : { body: payload }),
      }))
  })
}
