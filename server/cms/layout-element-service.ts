import { and, eq, inArray } from 'drizzle-orm'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { layoutElements } from '../db/schema'

export type LayoutElementHandler = (typeof layoutElements.handler.enumValues)[number]
export const layoutElementHandlers = layoutElements.handler.enumValues
export type LayoutElement = typeof layoutElements.$inferSelect

/** §7 `element getByHandlers`: the header, footer and cookie content of one language. */
export async function getLayoutElements(
  db: Db,
  query: { siteId: number; locale: Locale; handlers: readonly LayoutElementHandler[] },
): Promise<LayoutElement[]> {
  if (query.handlers.length === 0) return []
  return db
    .select()
    .from(layoutElements)
    .where(
      and(
        eq(layoutElements.siteId, query.siteId),
        eq(layoutElements.locale, query.locale),
        inArray(layoutElements.handler, [...query.handlers]),
      ),
    )
}
