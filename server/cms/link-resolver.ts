import type { LinkTarget } from '../../common/cms/link'
import type { Locale } from '../../common/i18n/locales'
import { pagePath, pathFor } from '../../common/i18n/paths'
import type { Db } from '../db/client'
import { findSlugsByGroup } from './page-service'

/**
 * Turns link targets into URLs for one locale in a single query. A page that has no published
 * version in the locale resolves to null, so menus leave it out instead of linking to a 404.
 */
export async function resolveLinkTargets(
  db: Db,
  query: { siteId: number; locale: Locale; homeSlug: string; targets: LinkTarget[] },
): Promise<(string | null)[]> {
  const groups = [...new Set(query.targets.flatMap((t) => (t.kind === 'page' ? [t.group] : [])))]
  const slugs = await findSlugsByGroup(db, { siteId: query.siteId, locale: query.locale, groups })
  return query.targets.map((target) => {
    switch (target.kind) {
      case 'page': {
        const page = slugs.get(target.group)
        return page ? pagePath(query.locale, page.slug, query.homeSlug) : null
      }
      case 'route':
        return pathFor(target.route, query.locale, target.params)
      case 'url':
        return target.href
    }
  })
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href)
}
