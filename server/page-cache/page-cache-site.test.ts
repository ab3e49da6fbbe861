import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EditableProduct } from '../../common/catalog/product-edit'
import type { Envelope } from '../../common/http/envelope'
import { formatMoney } from '../../common/money'
import { comments, productTranslations } from '../db/schema'
import { checkoutShop } from '../orders/checkout-flow.test-helpers'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { readJson } from '../testing/test-app'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'
import { startCachedSite, type CachedSite, type Site } from './page-cache-site.test-helpers'

/**
 * ADR 023 through the real site: pages rendered by React Router on a test database, served from
 * the whole-page cache, and purged by the writes that change them.
 */
let cached: CachedSite
let site: Site
let staff: Record<string, string>
let customer: { token: string; email: string; firstName: string }
let categoryPath: string
let productPath: string
let productId: number

const page = (path: string, headers: Record<string, string> = {}) => cached.page(path, headers)

beforeAll(async () => {
  cached = await startCachedSite()
  site = cached.site
  staff = cached.staff
  const member = await makeUser(site.runtime, { email: 'kupac.cache@example.hr' })
  customer = { token: (await apiLogin(site.app, member.email, member.password)).accessToken, email: member.email, firstName: 'Ana' }
  categoryPath = '/shop/dnevni-boravak'
  const category = await page(categoryPath)
  expect(category.status).toBe(200)
  productPath = /href="(\/product\/[^"?#]+)"/.exec(category.html)?.[1] ?? ''
  expect(productPath).not.toBe('')
  const product = await page(productPath)
  productId = cached.taggedId(product, 'product')
  expect(productId).toBeGreaterThan(0)
}, 240_000)
afterAll(async () => {
  await cached?.close()
})

describe('whole-page cache: what is served', () => {
  it('renders once, then serves hits with CDN headers and the page tags', async () => {
    const first = await page('/shop?utm_source=news')
    const second = await page('/shop?fbclid=abc')
    expect([first.cache, second.cache]).toEqual(['miss', 'hit'])
    expect(second.response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/)
    expect(second.response.headers.get('cache-tag')?.split(',')).toEqual(expect.arrayContaining(['catalog', `site:${site.runtime.site.id}`]))
    expect(second.response.headers.get('surrogate-key')?.split(' ')).toContain('catalog')
    expect((await page('/shop?page=2')).cache).toBe('miss')
  })

  it('gives each hit its own nonce, the one its CSP names, in every place the page uses one', async () => {
    await page('/o-projektu')
    const hits = [await page('/o-projektu'), await page('/o-projektu')]
    const nonces = hits.map((hit) => {
      expect(hit.cache).toBe('hit')
      const fromHeader = /'nonce-([^']+)'/.exec(hit.response.headers.get('content-security-policy') ?? '')?.[1]
      const inPage = new Set([...hit.html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))
      expect(fromHeader).toBeTruthy()
      expect([...inPage]).toEqual([fromHeader])
      return fromHeader
    })
    expect(nonces[0]).not.toBe(nonces[1])
  })

  it('never serves a logged-in member a cached page, nor anyone a page with the member in it', async () => {
    await page(productPath)
    const member = await page(productPath, bearer(customer.token))
    expect(member.cache).toBe('bypass')
    expect(member.response.headers.get('cache-control')).toBe('private, no-store')
    const withCookie = await page(productPath, { cookie: `accessToken=${customer.token}` })
    expect(withCookie.cache).toBe('bypass')
    const visitor = await page(productPath)
    expect(visitor.cache).toBe('hit')
    expect(visitor.html).not.toContain(customer.email)
  })

  it('bypasses the editor and previews, and keeps no 404', async () => {
    expect((await page(`${productPath}?editPage=true`)).cache).toBe('bypass')
    expect((await page('/o-projektu?previewDraft=true')).cache).toBe('bypass')
    // A link's one-time token is one visitor's: never kept, never public.
    const reset = await page('/zaboravljena-lozinka?token=abc123')
    expect([reset.cache, reset.response.headers.get('cache-control')]).toEqual(['bypass', 'private, no-store'])
    const missing = [await page('/nema-te-stranice'), await page('/nema-te-stranice')]
    expect(missing.map((m) => [m.status, m.cache])).toEqual([
      [404, 'bypass'],
      [404, 'bypass'],
    ])
  })
})

describe('whole-page cache: a write purges the pages that show it before it answers', () => {
  async function editable(id: number) {
    const response = await site.app.request(`/api/v1/backoffice/products/${id}`, { headers: staff })
    return (await readJson<Envelope<{ product: EditableProduct }>>(response)).data!.product
  }

  it('a product price: product and category pages show the new price at once', async () => {
    await page(productPath)
    await page(categoryPath)
    expect((await page(productPath)).cache).toBe('hit')
    const product = await editable(productId)
    const newPrice = product.price + 1_234
    const text = (locale: 'hr' | 'en' | 'de') => {
      const t = product.translations[locale]
      return t ? { name: t.name, description: t.description } : undefined
    }
    const saveWithPrice = await site.app.request(
      `/api/v1/backoffice/products/${productId}`,
      jsonRequest('PUT', { ...product, translations: { hr: text('hr')!, en: text('en'), de: text('de') }, price: newPrice }, staff),
    )
    expect(saveWithPrice.status).toBe(200)
    expect(formatMoney(newPrice, 'hr')).not.toBe(formatMoney(product.price, 'hr'))
    const [productPage, categoryPage] = [await page(productPath), await page(categoryPath)]
    expect([productPage.cache, categoryPage.cache]).toEqual(['miss', 'miss'])
    expect(productPage.html).toContain(formatMoney(newPrice, 'hr'))
    expect(categoryPage.html).toContain(formatMoney(newPrice, 'hr'))
  })

  it('a category name: its page shows the new name', async () => {
    const before = await page(categoryPath)
    const categoryId = Number(/category:(\d+)/.exec(before.response.headers.get('cache-tag') ?? '')?.[1])
    expect(categoryId).toBeGreaterThan(0)
    const saved = await site.app.request(`/api/v1/backoffice/product-categories/${categoryId}`, jsonRequest('PUT', { names: { hr: 'Boravak i blagovaonica' }, parentId: null, position: 0 }, staff))
    expect(saved.status).toBe(200)
    const after = await page(categoryPath)
    expect(after.cache).toBe('miss')
    expect(after.html).toContain('Boravak i blagovaonica')
  })

  it('a site option: maintenance mode is on for visitors the moment it is saved, and off again', async () => {
    await page('/o-projektu')
    expect((await page('/o-projektu')).cache).toBe('hit')
    const option = (value: boolean) => site.app.request('/api/v1/cms/option/update', jsonRequest('PUT', { key: 'MaintenanceMode', value }, staff))
    expect((await option(true)).status).toBe(200)
    const during = await page('/o-projektu')
    expect([during.status, during.cache]).toEqual([503, 'bypass'])
    expect((await option(false)).status).toBe(200)
    expect((await page('/o-projektu')).status).toBe(200)
  })

  it('a review approved by an editor is on the product page at once, and not on the blog', async () => {
    resetMemoryRateLimits()
    await cached.warm(productPath, '/objave')
    const created = await site.app.request(
      '/api/v1/cms/comment/create',
      jsonRequest('POST', { targetType: 'product', targetId: productId, comment: 'Sjajna sofa, brza dostava.', rating: 5 }, bearer(customer.token)),
    )
    expect(created.status).toBe(201)
    const [row] = await site.runtime.database.db.select({ id: comments.id }).from(comments).where(eq(comments.targetId, productId))
    expect((await page(productPath)).html).not.toContain('Sjajna sofa, brza dostava.')
    const approved = await site.app.request('/api/v1/cms/comment/moderation/decide', jsonRequest('POST', { id: row!.id, decision: 'approve' }, staff))
    expect(approved.status).toBe(200)
    expect((await page(productPath)).html).toContain('Sjajna sofa, brza dostava.')
    expect(await cached.cacheOf('/objave')).toEqual(['hit'])
  })

  it('a CMS page published from the editor shows its new text', async () => {
    await page('/o-projektu')
    const editable = await readJson<Envelope<{ page: { id: number; version: number } }>>(
      await site.app.request('/api/v1/cms/page/editable?slug=o-projektu&language=hr', { headers: staff }),
    )
    const { id, version } = editable.data!.page
    const sections = [{ id: 's1', handler: 'rich-text', parts: { html: '<p>Novi tekst o projektu</p>' }, options: {}, mobileOptions: {}, meta: {} }]
    const draft = await site.app.request(`/api/v1/cms/page/${id}/draft`, jsonRequest('PUT', { version, title: 'O projektu', sections }, staff))
    expect(draft.status).toBe(200)
    const draftVersion = (await readJson<Envelope<{ page: { version: number } }>>(draft)).data!.page.version
    expect((await page('/o-projektu')).html).not.toContain('Novi tekst o projektu')
    const published = await site.app.request(`/api/v1/cms/page/${id}/publish`, jsonRequest('POST', { version: draftVersion }, staff))
    expect(published.status).toBe(200)
    expect((await page('/o-projektu')).html).toContain('Novi tekst o projektu')
  })
})

describe('whole-page cache: an order placed by a visitor', () => {
  it('purges the pages of the products whose stock it took, without a backoffice login', async () => {
    // Through the site's own app: the page cache belongs to the module graph that serves the pages.
    const shop = await checkoutShop(site.runtime, site.app)
    const rug = shop.fx.products.rug
    const tagged = async () => {
      // The cart fixture's rug (stock kept): its page is found by the tag the product loader sets.
      const [row] = await site.runtime.database.db.select({ slug: productTranslations.slug }).from(productTranslations).where(and(eq(productTranslations.productId, rug), eq(productTranslations.locale, 'hr')))
      return page(`/product/${row!.slug}`)
    }
    await tagged()
    expect((await tagged()).cache).toBe('hit')
    const session = await shop.readyCart([{ productId: rug, qty: 1 }], 'cod', 'kupac.stanje@example.hr')
    expect((await tagged()).cache).toBe('hit')
    const placed = await shop.create(session)
    expect(placed.status).toBe(200)
    expect((await tagged()).cache).toBe('miss')
  })
})
