import { randomUUID } from 'node:crypto'
import { locales, type Locale } from '../../../../common/i18n/locales'
import { createPost } from '../../../blog'
import type { Db } from '../../client'
import { postTypes, terms } from '../../schema'
import { seedPosts, type SeedPost } from './posts-data'
import { seedPostTypes, seedTerms } from './taxonomy-data'

const day = 24 * 60 * 60 * 1000

async function insertTerms(db: Db, siteId: number): Promise<Map<string, Record<Locale, string>>> {
  const ids = new Map<string, Record<Locale, number>>()
  const slugs = new Map<string, Record<Locale, string>>()
  for (const term of seedTerms) {
    const group = randomUUID()
    const rows = await db
      .insert(terms)
      .values(
        locales.map((locale) => ({
          siteId,
          locale,
          type: term.type,
          translationGroup: group,
          parentId: term.parent ? (ids.get(term.parent)?.[locale] ?? null) : null,
          slug: term.names[locale][0],
          title: term.names[locale][1],
        })),
      )
      .returning({ id: terms.id, locale: terms.locale })
    ids.set(term.key, Object.fromEntries(rows.map((row) => [row.locale, row.id])) as Record<Locale, number>)
    slugs.set(term.key, Object.fromEntries(locales.map((locale) => [locale, term.names[locale][0]])) as Record<Locale, string>)
  }
  return slugs
}

export type BlogCoverIds = Partial<Record<SeedPost['cover'], number>>

/**
 * Demo blog: categories with subcategories, tags, two post types and posts in hr, en and de,
 * written through the same service as `post/create` (so bodies are sanitised the same way).
 */
export async function seedBlog(db: Db, input: { siteId: number; coverIds: BlogCoverIds }): Promise<void> {
  await db.insert(postTypes).values(seedPostTypes.map((type) => ({ siteId: input.siteId, ...type })))
  const termSlugs = await insertTerms(db, input.siteId)
  for (const post of seedPosts) {
    const publishedAt = new Date(Date.now() - post.daysAgo * day).toISOString()
    let translationOf: number | undefined
    for (const locale of locales) {
      const version = post.versions[locale]
      const created = await createPost(db, {
        siteId: input.siteId,
        post: {
          locale,
          ...version,
          author: post.author,
          postTypeSlug: post.type,
          termSlugs: post.terms.map((key) => termSlugs.get(key)?.[locale] ?? key),
          coverMediaId: input.coverIds[post.cover],
          translationOf,
          publishedAt,
          status: 'published',
        },
      })
      translationOf ??= created.id
    }
  }
}
