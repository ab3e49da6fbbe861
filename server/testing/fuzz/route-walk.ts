/**
 * The fuzzer's targets, read from the routers themselves (never a hand-kept list): Hono's
 * `app.routes` for the API, media and dev calls; React Router's route table for the pages.
 */
export interface Endpoint {
  /** An HTTP method, or ALL for a route that answers any. */
  method: string
  /** A path pattern with `:params`, `:optional?` and `*`. */
  pattern: string
  kind: 'api' | 'page' | 'file'
}

/** Hono's route list: every registered handler and middleware with its method and full path. */
export function endpointsFromHono(routes: readonly { method: string; path: string }[]): Endpoint[] {
  const seen = new Map<string, Endpoint>()
  for (const { method, path } of routes) {
    // Global middleware and React Router's catch-all: the page table below covers those paths.
    if (path === '*' || path === '/*') continue
    const kind = path.startsWith('/api/') || path.startsWith('/_cli/') ? 'api' : path.startsWith('/media/') ? 'file' : 'page'
    seen.set(`${method} ${path}`, { method, pattern: path, kind })
  }
  return [...seen.values()]
}

/** A React Router route as the server build (`build.routes`) or `app/routes.ts` describes it. */
export interface PageRouteEntry {
  path?: string
  parentId?: string
  children?: PageRouteEntry[]
}

/** Full page patterns of a server build's flat route map (id → route with its parent id). */
export function endpointsFromServerBuild(routes: Readonly<Record<string, PageRouteEntry | undefined>>): Endpoint[] {
  const fullPath = (entry: PageRouteEntry): string => {
    const parent = entry.parentId ? routes[entry.parentId] : undefined
    const own = entry.path ?? ''
    const above = parent ? fullPath(parent) : ''
    return [above, own].filter(Boolean).join('/')
  }
  return pageEndpoints(Object.values(routes).flatMap((entry) => (entry ? [fullPath(entry)] : [])))
}

/** Full page patterns of a nested route config (`app/routes.ts`). */
export function endpointsFromRouteConfig(entries: readonly PageRouteEntry[], prefix = ''): Endpoint[] {
  return entries.flatMap((entry) => {
    const own = [prefix, entry.path ?? ''].filter(Boolean).join('/')
    return [...pageEndpoints([own]), ...endpointsFromRouteConfig(entry.children ?? [], own)]
  })
}

function pageEndpoints(paths: string[]): Endpoint[] {
  const unique = new Set(paths.map((path) => `/${path.replace(/^\/+/, '')}`))
  return [...unique].flatMap((pattern) => [
    { method: 'GET', pattern, kind: 'page' as const },
    // Form posts (React Router actions) and posts to pages without an action.
    { method: 'POST', pattern, kind: 'page' as const },
  ])
}

/** Fills a pattern: `fill` gives a wire-encoded value per parameter, null to leave an optional one out. */
export function fillPattern(pattern: string, fill: (name: string, optional: boolean) => string | null): string {
  const segments = pattern.split('/').flatMap((segment): string[] => {
    if (segment === '*') return [fill('*', true) ?? '']
    const param = /^:([A-Za-z0-9_]+)(\{.*\})?(\?)?$/.exec(segment)
    if (!param) return [segment]
    const value = fill(param[1] ?? '', param[3] === '?')
    return value === null ? [] : [value]
  })
  const path = segments.join('/')
  return path.startsWith('/') ? path : `/${path}`
}
