import { locales, localeFromPath, stripLocale, type Locale } from './locales'
import { routePattern, routeTable, type RouteName } from './paths'

export interface RouteMatch {
  name: RouteName
  locale: Locale
  params: Record<string, string>
}

interface CompiledRoute {
  name: RouteName
  matcher: RegExp
  paramNames: string[]
}

/**
 * A route pattern of the table (`product/:slug?`, `profil/narudzbe/:slug`) as the regular
 * expression React Router's `matchPath` builds for it (case-insensitive, trailing slashes allowed).
 * Compiled once per locale: `matchPath` compiles again on every call, and a page render asks
 * several times for every route of the table (issue 11 §4).
 */
function compile(name: RouteName, pattern: string): CompiledRoute {
  const paramNames: string[] = []
  const source = pattern
    .split('/')
    .map((segment) => {
      const param = /^:([\w-]+)(\?)?$/.exec(segment)
      if (!param) return '/' + segment.replace(/[\\.*+^${}|()[\]?]/g, '\\$&')
      paramNames.push(param[1] ?? '')
      return param[2] ? '(?:/([^\\/]*))?' : '/([^\\/]+)'
    })
    .join('')
  return { name, matcher: new RegExp(`^${source}\\/*$`, 'i'), paramNames }
}

// Specific routes win over the CMS catch-all, exactly as the router ranks them.
const namedRoutes = [...(Object.keys(routeTable) as RouteName[]).filter((name) => name !== 'page'), 'page' as const]
const compiledByLocale = new Map(locales.map((locale) => [locale, namedRoutes.map((name) => compile(name, routePattern(name, locale)))]))

/** Which route of the table a site path is, and in which locale. */
export function matchSitePath(pathname: string): RouteMatch | null {
  const locale = localeFromPath(pathname)
  const rest = stripLocale(pathname)
  for (const route of compiledByLocale.get(locale) ?? []) {
    const match = route.matcher.exec(rest)
    if (!match) continue
    const params: Record<string, string> = {}
    route.paramNames.forEach((paramName, index) => {
      const value = match[index + 1]
      if (value) params[paramName] = value.replace(/%2F/g, '/')
    })
    return { name: route.name, locale, params }
  }
  return null
}
