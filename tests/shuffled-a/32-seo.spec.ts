import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/** What search engines see: one URL per page and language, alternates, canonical, sitemap, 404s. */

interface HeadLinks {
  alternates: Record<string, string>
  canonical: string | undefined
}

/** The hreflang alternates and canonical of a page, as site-relative paths (with their query). */
async function headLinks(request: APIRequestContext, path: string): Promise<HeadLinks> {
  const response = await request.get(path, { maxRedirects: 0 })
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const relative = (href: string) => {
    const url = new URL(href)
    return url.pathname + url.search
  }
  const alternates: Record<string, string> = {}
  for (const match of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)) alternates[match[1]!] = relative(match[2]!)
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
  return { alternates, canonical: canonical ? relative(canonical) : undefined }
}

async function expectRedirect(request: APIRequestContext, from: string, to: string) {
  const response = await request.get(from, { maxRedirects: 0 })
  expect(response.status(), from).toBe(301)
  const location = new URL(response.headers().location ?? '', 'http://localhost')
  expect(location.pathname + location.search, from).toBe(to)
}

const category = { hr: '/shop/namjestaj', en: '/en/shop/furniture', de: '/de/shop/moebel' }
const product = { hr: '/product/modularna-sofa-sava', en: '/en/product/sava-modular-sofa', de: '/de/produkt/modulsofa-sava' }

for (const [kind, paths] of [['category', category], ['product', product]] as const) {
  test(`a ${kind} page names each language's own slug and path as alternates, and itself as canonical`, async ({ request }) => {
    for (const [locale, path] of Object.entries(paths)) {
      const links = await headLinks(request, path)
      expect(links.alternates, path).toEqual({ ...paths, 'x-default': paths.hr })
      expect(links.canonical, path).toBe(paths[locale as keyof typeof paths])
    }
  })
}

test('a path with another language’s slug redirects 301 to this language’s own, keeping the query', async ({ request }) => {
  await expectRedirect(request, '/shop/furniture', '/shop/namjestaj')
  await expectRedirect(request, '/shop/moebel?page=2', '/shop/namjestaj?page=2')
  await expectRedirect(request, '/en/shop/namjestaj', '/en/shop/furniture')
  await expectRedirect(request, '/de/shop/furniture', '/de/shop/moebel')
  await expectRedirect(request, '/de/produkt/sava-modular-sofa', '/de/produkt/modulsofa-sava')
  await expectRedirect(request, '/product/sava-modular-sofa', '/product/modularna-sofa-sava')
  await expectRedirect(request, '/en/product/modularna-sofa-sava', '/en/product/sava-modular-sofa')
})

test('the canonical of a filtered category page is its own language’s URL', async ({ request }) => {
  const links = await headLinks(request, '/en/shop/furniture?page=2')
  expect(links.canonical).toBe('/en/shop/furniture?page=2')
  expect(links.alternates.hr).toBe('/shop/namjestaj?page=2')
})

test('the language switcher on a product page goes to the other language’s slug', async ({ page }) => {
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: 'http://localhost/' }])
  await page.goto(product.hr)
  await page.locator('html[data-hydrated]').waitFor()
  await page.getByRole('banner').getByRole('list', { name: 'Jezik' }).getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(new RegExp(`${product.de}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modulsofa Sava')
})

test('the sitemap lists categories and products in every language, each with lastmod', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  const blocks = xml.split('<url>').slice(1)
  const block = (path: string) => blocks.find((b) => new RegExp(`<loc>https?://[^<]+${path.replace(/[/?]/g, '\\$&')}</loc>`).test(b))
  for (const path of [...Object.values(category), ...Object.values(product)]) {
    expect(block(path), path).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/)
  }
  expect(block(product.de)).toContain(`hreflang="hr" href="`)
  expect(block(product.de)).toMatch(new RegExp(`hreflang="en" href="[^"]+${product.en}"`))
  expect(blocks.every((b) => b.includes('<lastmod>'))).toBe(true)
  // One sitemap file below 50,000 URLs: numbered files do not exist.
  expect((await request.get('/sitemap.xml?page=1')).status()).toBe(404)
})

async function expectNotFoundPage(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/nije pronađena|not found|nicht gefunden/i)
}

test('posts and events that do not exist answer the 404 page; the post index stays', async ({ page, request }) => {
  await expectNotFoundPage(page, '/objave/x')
  await expectNotFoundPage(page, '/dogadjaj/999999')
  await expectNotFoundPage(page, '/dogadjaj/abc')
  await expectNotFoundPage(page, '/en/event/999999')
  await expectNotFoundPage(page, '/en/blog/anything')
  expect((await request.get('/objave')).status()).toBe(200)
})

test('the project docs exist only where the version badge does (not in this production build)', async ({ request }) => {
  expect((await request.get('/docs')).status()).toBe(404)
  expect((await request.get('/section-tool')).status()).toBe(404)
})
