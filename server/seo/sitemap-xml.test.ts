import { describe, expect, it } from 'vitest'
import { renderUrlset, SITEMAP_URL_LIMIT, sitemapDocument, type SitemapUrl } from './sitemap-xml'

const origin = 'https://example.hr'
const urls = (count: number): SitemapUrl[] =>
  Array.from({ length: count }, (_, i) => ({
    loc: `${origin}/product/p-${i}?a=1&b=2`,
    lastmod: new Date(Date.UTC(2026, 0, 1 + i)),
    alternates: [{ hreflang: 'hr', href: `${origin}/product/p-${i}` }],
  }))

const source = (all: SitemapUrl[]) => ({ total: all.length, urls: async (start: number, end: number) => all.slice(start, end) })

describe('sitemapDocument', () => {
  it('keeps up to the sitemaps.org limit of 50,000 URLs in one file', async () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000)
    expect(await sitemapDocument(source(urls(3)), { origin, limit: 3 })).toBe(renderUrlset(urls(3)))
  })

  it('splits above the limit into an index whose lastmod is the newest of each file', async () => {
    const index = await sitemapDocument(source(urls(7)), { origin, limit: 3 })
    expect(index).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `  <sitemap>\n    <loc>${origin}/sitemap.xml?page=1</loc>\n    <lastmod>2026-01-03T00:00:00.000Z</lastmod>\n  </sitemap>`,
        `  <sitemap>\n    <loc>${origin}/sitemap.xml?page=2</loc>\n    <lastmod>2026-01-06T00:00:00.000Z</lastmod>\n  </sitemap>`,
        `  <sitemap>\n    <loc>${origin}/sitemap.xml?page=3</loc>\n    <lastmod>2026-01-07T00:00:00.000Z</lastmod>\n  </sitemap>`,
        '</sitemapindex>',
        '',
      ].join('\n'),
    )
    expect(await sitemapDocument(source(urls(7)), { origin, limit: 3, page: 3 })).toBe(renderUrlset(urls(7).slice(6)))
    expect(await sitemapDocument(source(urls(7)), { origin, limit: 3, page: 4 })).toBeNull()
    expect(await sitemapDocument(source(urls(7)), { origin, limit: 3, page: 0 })).toBeNull()
  })

  it('escapes URLs for XML', () => {
    expect(renderUrlset(urls(1))).toContain(`<loc>${origin}/product/p-0?a=1&#38;b=2</loc>`)
  })
})
