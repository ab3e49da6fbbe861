/**
 * Cache tags name what a cached page shows, so a write purges exactly the pages that showed it.
 * Every entry also carries the tag of its site: purging that one empties the site.
 */
export const pageTags = {
  /** Carried by every entry: purged when a write's reach is unknown across sites. */
  all: 'all',
  site: (siteId: number) => `site:${siteId}`,
  /** Any page that lists products, prices, stock or categories (shop, categories, search, sitemap). */
  catalog: 'catalog',
  product: (productId: number) => `product:${productId}`,
  category: (categoryId: number) => `category:${categoryId}`,
  page: (pageId: number) => `page:${pageId}`,
  posts: 'posts',
  events: 'events',
} as const
