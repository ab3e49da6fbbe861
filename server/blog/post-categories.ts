import { and, asc, eq } from 'drizzle-orm'
import { postCategoryLimit } from '../../common/blog/schemas'
import type { PostCategoryBlock } from '../../common/blog/types'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { terms } from '../db/schema'
import { filterPosts } from './post-query'

async function categoryTerms(db: Db, input: { siteId: number; locale: Locale }) {
  return db
    .select()
    .from(terms)
    .where(and(eq(terms.siteId, input.siteId), eq(terms.locale, input.locale), eq(terms.type, 'postCategory')))
    .orderBy(asc(terms.title))
}

async function toBlock(
  db: Db,
  input: { siteId: number; locale: Locale },
  category: typeof terms.$inferSelect,
  all: (typeof terms.$inferSelect)[],
): Promise<PostCategoryBlock> {
  const latest = await filterPosts(db, {
    ...input,
    filter: { termSlugs: [category.slug], postTypeSlugs: [], page: 1, limit: postCategoryLimit },
  })
  return {
    slug: category.slug,
    title: category.title,
    description: category.description,
    children: all.filter((t) => t.parentId === category.id).map((t) => ({ slug: t.slug, title: t.title })),
    posts: latest.records,
  }
}

/** The blog overview: each top-level category with its subcategories and newest posts (§9: 5). */
export async function listPostCategoryBlocks(
  db: Db,
  input: { siteId: number; locale: Locale },
): Promise<PostCategoryBlock[]> {
  const all = await categoryTerms(db, input)
  const blocks = await Promise.all(all.filter((t) => t.parentId === null).map((t) => toBlock(db, input, t, all)))
  return blocks.filter((block) => block.posts.length > 0)
}

/** One category page: the category with its subcategories and newest posts, or null. */
export async function getPostCategory(
  db: Db,
  input: { siteId: number; locale: Locale; slug: string },
): Promise<PostCategoryBlock | null> {
  const all = await categoryTerms(db, input)
  const category = all.find((t) => t.slug === input.slug)
  return category ? toBlock(db, input, category, all) : null
}

