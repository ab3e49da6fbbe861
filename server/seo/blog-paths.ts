import { and, eq } from 'drizzle-orm'
import { locales, type Locale } from '../../common/i18n/locales'
import { pathFor } from '../../common/i18n/paths'
import { findPostSlugs } from '../blog'
import type { Db } from '../db/client'
import { terms } from '../db/schema'

async function findCategorySlugs(db: Db, input: { siteId: number; locale: Locale; slug: string }) {
  const [term] = await db
    .select({ group: terms.translationGroup })
    .from(terms)
    .where(and(eq(terms.siteId, input.siteId), eq(terms.locale, input.locale), eq(terms.type, 'postCategory'), eq(terms.slug, input.slug)))
    .limit(1)
  if (!term) return null
  const rows = await db.select({ locale: terms.locale, slug: terms.slug }).from(terms).where(eq(terms.translationGroup, term.group))
  return Object.fromEntries(rows.map((row) => [row.locale, row.slug])) as Partial<Record<Locale, string>>
}

/**
 * A post or post-category path in every language, each with that language's own slug. A language
 * without a version of the post points to its blog index. Null when the slug names neither.
 */
export async function blogAlternates(
  db: Db,
  input: { siteId: number; locale: Locale; slug: string },
): Promise<Record<Locale, string> | null> {
  const slugs = (await findPostSlugs(db, input)) ?? (await findCategorySlugs(db, input))
  if (!slugs) return null
  return Object.fromEntries(
    locales.map((to) => [to, slugs[to] ? pathFor('blog', to, { slug: slugs[to] }) : pathFor('blog', to)]),
  ) as Record<Locale, string>
}
