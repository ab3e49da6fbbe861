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

/** The URLs of a sitemap, read a range at a time: only one file's URLs are ever loaded. */
export interface SitemapUrlSource {
  total: number
  urls(start: number, end: number): Promise<SitemapUrl[]>
}

/**
 * The document `/sitemap.xml` answers: every URL in one urlset while they fit in one file, else
 * an index of `/sitemap.xml?page=N` files of at most `limit` URLs each. `page` asks for one of
 * those files; null when there is no such file (the route answers 404). The index reads the files
 * one after the other for their lastmod, so no request holds more than one file's URLs.
 */
export async function sitemapDocument(
  source: SitemapUrlSource,
  input: { origin: string; page?: number; limit?: number },
): Promise<string | null> {
  const limit = input.limit ?? SITEMAP_URL_LIMIT
  const files = Math.ceil(source.total / limit)
  const file = (n: number) => source.urls((n - 1) * limit, Math.min(n * limit, source.total))
  if (input.page !== undefined) return files > 1 && input.page >= 1 && input.page <= files ? renderUrlset(await file(input.page)) : null
  if (files <= 1) return renderUrlset(await source.urls(0, source.total))
  const index: { loc: string; lastmod: Date }[] = []
  for (let n = 1; n <= files; n += 1) {
    const urls = await file(n)
    index.push({ loc: `${input.origin}/sitemap.xml?page=${n}`, lastmod: new Date(Math.max(...urls.map((url) => url.lastmod.getTime()))) })
  }
  return renderSitemapIndex(index)
}
