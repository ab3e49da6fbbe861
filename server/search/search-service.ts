import { sql } from 'drizzle-orm'
import { searchKey } from '../../common/catalog/rules'
import type { ProductCard, SearchCategory, SearchResult } from '../../common/catalog/types'
import type { Pagination } from '../../common/http/envelope'
import type { Locale } from '../../common/i18n/locales'
import { pagePath, pathFor } from '../../common/i18n/paths'
import { loadProductCards } from '../catalog/product-cards'
import { rows } from '../catalog/raw-query'
import { searchPosts } from '../blog/post-search'
import { searchPages } from '../cms/page-search'
import type { Db } from '../db/client'
import { findMediaViews } from '../media/media-service'
import { productHits, type Hit } from './product-hits'
import { paginationOf } from '../../common/http/envelope'

/** Trigram word similarity from which a word counts as "the same word with a typo". */
export const SIMILARITY_THRESHOLD = 0.45

export interface SearchInput {
  siteId: number
  locale: Locale
  query: string
  category: SearchCategory
  page: number
  limit: number
  homeSlug: string
}

export interface SearchAnswer {
  records: SearchResult[]
  /** The products tab's hits as the category grid shows them (issue 23 point 5); empty on other tabs. */
  products: ProductCard[]
  pagination: Pagination
  totals: Record<SearchCategory, number>
}

async function categoryHits(db: Db, input: { siteId: number; locale: Locale; key: string; limit: number; offset: number }) {
  return rows<Hit & { name: string; slug: string; media_id: number | null }>(
    db,
    sql`SELECT t.category_id AS id, t.name, t.slug, c.media_id, word_similarity(${input.key}, t.search_text) AS score,
          count(*) OVER ()::int AS total
        FROM product_category_translations t JOIN product_categories c ON c.id = t.category_id
        WHERE t.site_id = ${input.siteId} AND t.locale = ${input.locale} AND NOT c.archived
          AND (t.search_text LIKE ${`%${input.key}%`} OR ${input.key} <% t.search_text)
        ORDER BY (t.search_text LIKE ${`${input.key}%`}) DESC, score DESC, t.category_id
        LIMIT ${input.limit} OFFSET ${input.offset}`,
  )
}

/**
 * Site search over the §9 search categories (pages, products, posts, productCategories).
 * Accent-insensitive ('cevapi' finds 'ćevapi'), prefix-friendly ('stan' finds 'Stanovi') and
 * typo-tolerant (trigram word similarity), ranked by relevance. A page past the last one answers
 * the last page (§5, as the category listing does), not an empty list under a pager.
 */
export async function search(db: Db, input: SearchInput): Promise<SearchAnswer> {
  const answer = await searchPage(db, input)
  if (answer.records.length > 0 || input.page === 1) return answer
  // A page past the end counts nothing (the total comes with the page's rows): page 1 knows it.
  const first = await searchPage(db, { ...input, page: 1 })
  const { lastPage } = first.pagination
  return lastPage === 1 ? first : searchPage(db, { ...input, page: lastPage })
}

async function searchPage(db: Db, input: SearchInput): Promise<SearchAnswer> {
  const key = searchKey(input.query)
  const totals: Record<SearchCategory, number> = { pages: 0, products: 0, posts: 0, productCategories: 0 }
  const empty = { records: [], products: [], pagination: paginationOf({ page: 1, perPage: input.limit, total: 0 }), totals }
  if (key.length < 2) return empty
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`)
    const offset = (input.page - 1) * input.limit
    const scope = { siteId: input.siteId, key, limit: input.limit, offset }
    const first = { ...scope, limit: 1, offset: 0 }
    const pick = <T>(category: SearchCategory, full: () => Promise<T>, probe: () => Promise<T>) =>
      input.category === category ? full() : probe()
    // One connection: the queries run one after another.
    const products = await pick('products', () => productHits(tx, scope), () => productHits(tx, first))
    const pages = await pick('pages', () => searchPages(tx, { ...scope, locale: input.locale, key }), () => searchPages(tx, { ...first, locale: input.locale, key }))
    const categories = await pick('productCategories', () => categoryHits(tx, { ...scope, locale: input.locale }), () => categoryHits(tx, { ...first, locale: input.locale }))
    totals.products = Number(products[0]?.total ?? 0)
    totals.pages = pages.total
    const posts = await pick('posts', () => searchPosts(tx, { ...scope, locale: input.locale, key }), () => searchPosts(tx, { ...first, locale: input.locale, key }))
    totals.productCategories = Number(categories[0]?.total ?? 0)
    totals.posts = posts.total
    let records: SearchResult[] = []
    let cards: ProductCard[] = []
    if (input.category === 'products') {
      cards = await loadProductCards(tx, products.map((p) => Number(p.id)), input.locale)
      records = cards.map((card, index) => ({
        id: card.id,
        title: card.name,
        url: pathFor('product', input.locale, { slug: card.slug }),
        image: card.media,
        score: Number(products[index]?.score ?? 0),
        price: { price: card.price, priorPrice: card.priorPrice, discount: card.discount },
      }))
    } else if (input.category === 'pages') {
      records = pages.hits.map((hit) => ({ id: hit.id, title: hit.title, url: pagePath(input.locale, hit.slug, input.homeSlug), image: null, score: hit.score }))
    } else if (input.category === 'posts') {
      records = posts.hits.map((hit) => ({ id: hit.id, title: hit.title, url: pathFor('blog', input.locale, { slug: hit.slug }), image: null, score: hit.score }))
    } else if (input.category === 'productCategories') {
      const media = await findMediaViews(tx, categories.flatMap((c) => (c.media_id ? [Number(c.media_id)] : [])))
      records = categories.map((c) => ({
        id: Number(c.id),
        title: c.name,
        url: pathFor('shop', input.locale, { slug: c.slug }),
        image: c.media_id ? (media[Number(c.media_id)] ?? null) : null,
        score: Number(c.score),
      }))
    }
    const total = totals[input.category]
    const lastPage = Math.max(1, Math.ceil(total / input.limit))
    return { records, products: cards, pagination: paginationOf({ page: Math.min(input.page, lastPage), perPage: input.limit, total: total }), totals }
  })
}
