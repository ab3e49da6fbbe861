import { escapeHtml } from '../../common/text/escape-html'

/** One `<url>` of a sitemap: an absolute location, its last change and its language versions. */
export interface SitemapUrl {
  loc: string
  lastmod: Date
  alternates: { hreflang: string; href: string }[]
}

/** sitemaps.org: one sitemap file holds at most 50,000 URLs; more need a sitemap index. */
export const SITEMAP_URL_LIMIT = 50_000

export function renderUrlset(urls: readonly SitemapUrl[]): string {
  const blocks = urls.map((url) =>
    [
      '  <url>',
      `    <loc>${escapeHtml(url.loc)}</loc>`,
      `    <lastmod>${url.lastmod.toISOString()}</lastmod>`,
      ...url.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`),
      '  </url>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...blocks,
    '</urlset>',
    '',
  ].join('\n')
}

export function renderSitemapIndex(sitemaps: readonly { loc: string; lastmod: Date }[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map((s) => `  <sitemap>\n    <loc>${escapeHtml(s.loc)}</loc>\n    <lastmod>${s.lastmod.toISOString()}</lastmod>\n  </sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
}

/**
 * The document `/sitemap.xml` answers: every URL in one urlset while they fit in one file, else
 * an index of `/sitemap.xml?page=N` files of at most `limit` URLs each. `page` asks for one of
 * those files; null when there is no such file (the route answers 404).
 */
export function sitemapDocument(
  urls: readonly SitemapUrl[],
  input: { origin: string; page?: number; limit?: number },
): string | null {
  const limit = input.limit ?? SITEMAP_URL_LIMIT
  const chunks: SitemapUrl[][] = []
  for (let start = 0; start < urls.length; start += limit) chunks.push(urls.slice(start, start + limit))
  if (input.page === undefined) {
    if (chunks.length <= 1) return renderUrlset(urls)
    return renderSitemapIndex(
      chunks.map((chunk, index) => ({
        loc: `${input.origin}/sitemap.xml?page=${index + 1}`,
        lastmod: new Date(Math.max(...chunk.map((url) => url.lastmod.getTime()))),
      })),
    )
  }
  const chunk = chunks.length > 1 ? chunks[input.page - 1] : undefined
  return chunk ? renderUrlset(chunk) : null
}
