import { postFilterSchema, type PostFilter } from '../../common/blog/schemas'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { getPostCategory, listPostCategoryBlocks } from './post-categories'
import { getPostDetail } from './post-detail'
import { filterPosts } from './post-query'
import { filterTerms, listPostTypes } from './taxonomy'

/** The blog page's filter from its query string (`term`, `type`, `from`, `to`, `page`); null if invalid. */
export function filterFromSearch(search: URLSearchParams, forcedTerm?: string): PostFilter | null {
  const values = (key: string) => search.getAll(key).filter((value) => value !== '')
  const parsed = postFilterSchema.safeParse({
    termSlugs: [...new Set([...(forcedTerm ? [forcedTerm] : []), ...values('term')])],
    postTypeSlugs: values('type'),
    dateFrom: values('from')[0],
    dateTo: values('to')[0],
    page: values('page')[0] ?? 1,
  })
  return parsed.success ? parsed.data : null
}

async function facets(db: Db, input: { siteId: number; locale: Locale }) {
  const [termPage, types] = await Promise.all([
    filterTerms(db, { ...input, types: ['postCategory', 'postTag'], limit: 0, page: 1, noPaginate: true }),
    listPostTypes(db, input),
  ])
  const pick = (type: string) => termPage.records.filter((t) => t.type === type).map(({ slug, title }) => ({ slug, title }))
  return { categories: pick('postCategory'), tags: pick('postTag'), types: types.map(({ slug, title }) => ({ slug, title })) }
}

/**
 * What `/objave` and `/objave/{slug}` show: the overview (category blocks and the filtered list),
 * a category page (its subcategories and posts) or a post. Null means 404 (unknown slug, bad filter).
 */
export async function loadBlogPage(db: Db, input: { siteId: number; locale: Locale; slug?: string; search: URLSearchParams }) {
  const where = { siteId: input.siteId, locale: input.locale }
  if (input.slug) {
    const post = await getPostDetail(db, { ...where, slug: input.slug })
    if (post) return { kind: 'post' as const, post }
  }
  const category = input.slug ? await getPostCategory(db, { ...where, slug: input.slug }) : null
  if (input.slug && !category) return null
  const filter = filterFromSearch(input.search, category?.slug)
  if (!filter) return null
  const [page, blocks, options] = await Promise.all([
    filterPosts(db, { ...where, filter }),
    category ? Promise.resolve([]) : listPostCategoryBlocks(db, where),
    facets(db, where),
  ])
  return { kind: 'list' as const, category, blocks, page, filter, facets: options }
}
