/**
 * Cache tags name what a cached page shows, so a write purges exactly the pages that showed it.
 * Every entry also carries the tag of its site (purging that one empties the site), of its path,
 * and of the layout and site options every page shows.
 */
export const pageTags = {
  /** Carried by every entry: purged when a write's reach is unknown across sites. */
  all: 'all',
  site: (siteId: number) => `site:${siteId}`,
  /** Carried by every entry: the page at this normalised path (a new redirect replaces it). */
  path: (pathname: string) => `path:${pathname}`,
  /** Carried by every entry: header, footer, menus and the cookie notice. */
  layout: 'layout',
  /** Carried by every entry: the site options every page reads (name, home page, modes). */
  options: 'options',
  /** Any page that lists products, prices, stock or categories (shop, categories, products, search, sitemap). */
  catalog: 'catalog',
  product: (productId: number) => `product:${productId}`,
  category: (categoryId: number) => `category:${categoryId}`,
  page: (pageId: number) => `page:${pageId}`,
  /** Any page that lists or links CMS pages (CMS pages, the sitemap, search). */
  pages: 'pages',
  /** Any page that shows posts (the blog, post pages, search, the sitemap). */
  posts: 'posts',
  events: 'events',
} as const
