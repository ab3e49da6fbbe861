import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Locale } from '../../common/i18n/locales'
import type { PostTermType } from '../../common/blog/schemas'
import type { Db } from '../db/client'
import { postTypes, terms } from '../db/schema'

/** §7 `cms/term/filter`: the blog's terms of the given types in a language, by title. */
export async function filterTerms(
  db: Db,
  input: { siteId: number; locale: Locale; types: PostTermType[]; limit: number; page: number; noPaginate: boolean },
) {
  const where = and(eq(terms.siteId, input.siteId), eq(terms.locale, input.locale), inArray(terms.type, input.types))
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(terms).where(where)
  const query = db
    .select({ id: terms.id, slug: terms.slug, title: terms.title, type: terms.type, parentId: terms.parentId, description: terms.description })
    .from(terms)
    .where(where)
    .orderBy(asc(terms.type), asc(terms.title))
  const records = input.noPaginate ? await query : await query.limit(input.limit).offset((input.page - 1) * input.limit)
  return { records, total, page: input.noPaginate ? 1 : input.page, limit: input.noPaginate ? total : input.limit }
}

/** §7 `cms/postType/filterStandard`: the site's post types with their names in a language. */
export async function listPostTypes(db: Db, input: { siteId: number; locale: Locale }) {
  const rows = await db.select().from(postTypes).where(eq(postTypes.siteId, input.siteId)).orderBy(asc(postTypes.slug))
  return rows.map((row) => ({ id: row.id, slug: row.slug, title: row.titles[input.locale] ?? row.titles.hr ?? row.slug }))
}
