import { and, asc, eq } from 'drizzle-orm'
import type { EditableMenuItem } from '../../common/cms/menu-tree'
import { MAX_MENU_DEPTH } from '../../common/cms/navigation'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { invalidateSiteCache } from '../cache/site-cache'
import { pageTags } from '../page-cache/tags'
import type { Db } from '../db/client'
import { navigationItems } from '../db/schema'

interface TreeKey {
  siteId: number
  tree: string
  locale: string
}

const inTree = (key: TreeKey) =>
  and(eq(navigationItems.siteId, key.siteId), eq(navigationItems.tree, key.tree), eq(navigationItems.locale, key.locale))

/** A menu tree with its link targets as stored (not resolved), for the navigation editor. */
export async function getEditableMenuTree(db: Db, key: TreeKey): Promise<EditableMenuItem[]> {
  const rows = await db.select().from(navigationItems).where(inTree(key)).orderBy(asc(navigationItems.position), asc(navigationItems.id))
  const byParent = new Map<number | null, typeof rows>()
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row])
  // Levels below the third are never shown (§2), so the editor neither shows nor keeps them.
  const build = (parentId: number | null, depth: number): EditableMenuItem[] =>
    (byParent.get(parentId) ?? []).map((row) => ({ title: row.title, link: row.link, children: depth < MAX_MENU_DEPTH ? build(row.id, depth + 1) : [] }))
  return build(null, 1)
}

/**
 * Replaces a menu tree in one language in one transaction (a reorder or a nesting never
 * half-applies), with an audit row holding the tree before and after; then clears the site cache.
 */
export async function replaceMenuTree(db: Db, input: TreeKey & { items: EditableMenuItem[]; actor: AuditActor }): Promise<EditableMenuItem[]> {
  await db.transaction(async (tx) => {
    const before = await getEditableMenuTree(tx, input)
    await tx.delete(navigationItems).where(inTree(input))
    const insert = async (items: EditableMenuItem[], parentId: number | null) => {
      for (const [position, item] of items.entries()) {
        const [row] = await tx
          .insert(navigationItems)
          .values({ siteId: input.siteId, tree: input.tree, locale: input.locale, parentId, position, title: item.title, link: item.link })
          .returning({ id: navigationItems.id })
        await insert(item.children, row!.id)
      }
    }
    await insert(input.items, null)
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: 'navigation.update',
      entityType: 'navigation',
      entityId: `${input.tree}:${input.locale}`,
      before,
      after: input.items,
    })
  })
  // Menus are part of the layout every page shows.
  invalidateSiteCache(db, input.siteId, [pageTags.layout])
  return getEditableMenuTree(db, input)
}
