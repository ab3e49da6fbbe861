import { matchPath } from 'react-router'
import { localeFromPath, stripLocale, type Locale } from './locales'
import { routePattern, routeTable, type RouteName } from './paths'

export interface RouteMatch {
  name: RouteName
  locale: Locale
  params: Record<string, string>
}

const namedRoutes = (Object.keys(routeTable) as RouteName[]).filter((name) => name !== 'page')

/**
 * Which route of the table a site path is, and in which locale. Specific routes win over the
 * CMS catch-all, exactly as the router ranks them.
 */
export function matchSitePath(pathname: string): RouteMatch | null {
  const locale = localeFromPath(pathname)
  const rest = stripLocale(pathname)
  for (const name of [...namedRoutes, 'page' as const]) {
    const match = matchPath({ path: `/${routePattern(name, locale)}`, end: true }, rest)
    if (match) {
      const params: Record<string, string> = {}
      for (const [key, value] of Object.entries(match.params)) if (value) params[key] = value
      return { name, locale, params }
    }
  }
  return null
}
