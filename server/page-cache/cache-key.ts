/** Query parameters that only track where a visitor came from: they never change a page. */
const TRACKING_PARAMS = new Set(['fbclid', 'gclid', 'dclid', 'msclkid'])

function isTrackingParam(name: string): boolean {
  return name.startsWith('utm_') || TRACKING_PARAMS.has(name)
}

/** The query as the cache sees it: tracking parameters dropped, the rest sorted by name then value. */
export function normaliseQuery(search: URLSearchParams): string {
  const kept = [...search.entries()].filter(([name]) => !isTrackingParam(name))
  kept.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
  return new URLSearchParams(kept).toString()
}

export interface PageKeyInput {
  siteId: number
  locale: string
  url: URL
  /** The visitor's cookie-consent choice: the layout shows the notice only until it is made. */
  consent: string
}

/** One cached page per site, locale, path, normalised query and consent state. */
export function pageCacheKey(input: PageKeyInput): string {
  const query = normaliseQuery(input.url.searchParams)
  return `${input.siteId}|${input.locale}|${input.consent}|${input.url.pathname}${query ? `?${query}` : ''}`
}
