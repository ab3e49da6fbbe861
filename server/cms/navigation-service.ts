import { and, asc, eq } from 'drizzle-orm'
import { MAX_MENU_DEPTH, type MenuItem } from '../../common/cms/navigation'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { navigationItems } from '../db/schema'
import { isExternalHref, resolveLinkTargets } from './link-resolver'

/**
 * A menu tree in one language with every link resolved. Items whose page has no published version
 * in the language are dropped together with their children.
 */
export async function getNavigationTree(
  db: Db,
  query: { siteId: number; tree: string; locale: Locale; homeSlug: string },
): Promise<MenuItem[]> {
  const rows = await db
    .select()
    .from(navigationItems)
    .where(
      and(
        eq(navigationItems.siteId, query.siteId),
        eq(navigationItems.tree, query.tree),
        eq(navigationItems.locale, query.locale),
      ),
    )
    .orderBy(asc(navigationItems.position), asc(navigationItems.id))
  const hrefs = await resolveLinkTargets(db, {
    siteId: query.siteId,
    locale: query.locale,
    homeSlug: query.homeSlug,
    targets: rows.map((row) => row.link),
  })
  const byParent = new Map<number | null, MenuItem[]>()
  rows.forEach((row, index) => {
    const href = hrefs[index]
    if (!href) return
    const item: MenuItem = { id: row.id, title: row.title, href, isExternal: isExternalHref(href), ...(row.link.newTab ? { newTab: true } : {}), children: [] }
    const siblings = byParent.get(row.parentId) ?? []
    siblings.push(item)
    byParent.set(row.parentId, siblings)
  })
  const attach = (items: MenuItem[], depth: number): MenuItem[] =>
    items.map((item) => ({
      ...item,
      children: depth < MAX_MENU_DEPTH ? attach(byParent.get(item.id) ?? [], depth + 1) : [],
    }))
  return attach(byParent.get(null) ?? [], 1)
}
