import type { Locale } from '../../common/i18n/locales'
import { matchSitePath } from '../../common/i18n/match-route'
import { pagePath, pathFor, type RouteName } from '../../common/i18n/paths'
import type { Db } from '../db/client'
import { findIndexedPage, findPublishedPage, findPublishedTranslations } from './page-service'

export type FinderDecision =
  | { type: 'route'; route: RouteName; locale: Locale; params: Record<string, string> }
  | { type: 'page'; locale: Locale; pageId: number; slug: string; translationGroup: string }
  | { type: 'notFound'; locale: Locale }

/**
 * §7 `finder decide`: what a path shows — one of the app's routes, a CMS page, or nothing.
 * Takes the path's segments, as the spec's call sends them.
 */
export async function decidePath(
  db: Db,
  query: { siteId: number; segments: string[]; homeSlug: string },
): Promise<FinderDecision> {
  const pathname = '/' + query.segments.filter(Boolean).map(encodeURIComponent).join('/')
  const match = matchSitePath(pathname)
  if (!match) return { type: 'notFound', locale: 'hr' }
  if (match.name !== 'page') return { type: 'route', route: match.name, locale: match.locale, params: match.params }
  const slug = match.params.slug ?? query.homeSlug
  const page = await findPublishedPage(db, { siteId: query.siteId, locale: match.locale, slug })
  if (!page) return { type: 'notFound', locale: match.locale }
  return { type: 'page', locale: match.locale, pageId: page.id, slug: page.slug, translationGroup: page.translationGroup }
}

/**
 * §7 `getUrlOnLanguage`: the same page in another language. A CMS page without a translation
 * falls back to that language's home page, never to a 404.
 */
export async function urlOnLanguage(
  db: Db,
  query: { siteId: number; path: string; to: Locale; homeSlug: string },
): Promise<string> {
  const [pathname = '/', search = ''] = query.path.split('?')
  const suffix = search ? `?${search}` : ''
  const match = matchSitePath(pathname)
  const home = pagePath(query.to, query.homeSlug, query.homeSlug)
  if (!match) return home
  if (match.name !== 'page') return pathFor(match.name, query.to, match.params) + suffix
  const slug = match.params.slug ?? query.homeSlug
  const page = await findIndexedPage(db, { siteId: query.siteId, locale: match.locale, slug })
  if (!page) return home
  const translations = await findPublishedTranslations(db, {
    siteId: query.siteId,
    translationGroup: page.translationGroup,
  })
  const target = translations.find((t) => t.locale === query.to)
  return target ? pagePath(query.to, target.slug, query.homeSlug) : home
}
