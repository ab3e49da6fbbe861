/**
 * The page a request is for. A client navigation fetches a page's data at `<path>.data?_routes=…`
 * (`/_.data` for `/`, `<path>/_.data` for a trailing slash: React Router's trailing-slash-aware data
 * requests), and with `v8_passThroughRequests` that request reaches the server as it is. A page's
 * locale, language alternates, redirects and cache tags belong to the page's own URL, never to the
 * data URL: route modules read the `url` argument, which React Router normalises the same way.
 */
export function pagePathname(pathname: string): string {
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length)
  if (pathname.endsWith('.data')) return pathname.slice(0, -'.data'.length) || '/'
  return pathname
}

/** Whether a request fetches a page's data for a client navigation rather than its HTML. */
export function isPageDataPath(pathname: string): boolean {
  return pathname.endsWith('.data')
}

/** The page URL of a request URL: its pathname as above, without React Router's `_routes` parameter. */
export function pageUrlOf(url: URL): URL {
  const page = new URL(url)
  page.pathname = pagePathname(url.pathname)
  page.searchParams.delete('_routes')
  return page
}
