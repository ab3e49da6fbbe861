import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope } from '../../common/http/envelope'
import { comments } from '../db/schema'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { readJson } from '../testing/test-app'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'
import { startCachedSite, type CachedSite } from './page-cache-site.test-helpers'

/**
 * ADR 023, issue 11 §1: each kind of content write, through the API the editor uses, purges the
 * pages that show what it changed before it answers, and leaves an unrelated page cached. A
 * product page shows no CMS page, post or redirect, so it stays a hit; the layout and the site
 * options are on every page, so their writes render every page again.
 */
let s: CachedSite
let productPath: string
const about = '/o-projektu'
const home = '/'

beforeAll(async () => {
  s = await startCachedSite()
  const category = await s.page('/shop/dnevni-boravak')
  productPath = /href="(\/product\/[^"?#]+)"/.exec(category.html)?.[1] ?? ''
  expect(productPath).not.toBe('')
}, 240_000)
afterAll(async () => {
  await s?.close()
})

interface EditablePageView {
  id: number
  version: number
}

async function editablePage(slug: string): Promise<EditablePageView> {
  const response = await s.send('GET', `/api/v1/cms/page/editable?slug=${slug}&language=hr`)
  return (await readJson<Envelope<{ page: EditablePageView }>>(response)).data!.page
}

const sections = (html: string) => [{ id: 's1', handler: 'rich-text', parts: { html }, options: {}, mobileOptions: {}, meta: {} }]

async function saveDraft(slug: string, title: string, html: string): Promise<EditablePageView> {
  const { id, version } = await editablePage(slug)
  const draft = await s.send('PUT', `/api/v1/cms/page/${id}/draft`, { version, title, sections: sections(html) })
  expect(draft.status).toBe(200)
  return (await readJson<Envelope<{ page: EditablePageView }>>(draft)).data!.page
}

describe('CMS pages', () => {
  it('a draft save purges nothing; publishing it purges that page (and the sitemap’s last change) only', async () => {
    await s.warm(about, home, productPath, '/sitemap.xml')
    const draft = await saveDraft('o-projektu', 'O projektu', '<p>Projekt ukratko</p>')
    expect(await s.cacheOf(about, home, productPath)).toEqual(['hit', 'hit', 'hit'])
    const published = await s.send('POST', `/api/v1/cms/page/${draft.id}/publish`, { version: draft.version })
    expect(published.status).toBe(200)
    const page = await s.page(about)
    expect([page.cache, page.html.includes('Projekt ukratko')]).toEqual(['miss', true])
    expect(await s.cacheOf('/sitemap.xml', home, productPath)).toEqual(['miss', 'hit', 'hit'])
  })

  it('a page published for the first time: menus and links may now show it, so every page is rendered again', async () => {
    await s.warm(home, productPath)
    const draft = await saveDraft('skica', 'Skica', '<p>Skica je gotova</p>')
    expect(await s.cacheOf(home, productPath)).toEqual(['hit', 'hit'])
    expect((await s.send('POST', `/api/v1/cms/page/${draft.id}/publish`, { version: draft.version })).status).toBe(200)
    expect(await s.cacheOf(home, productPath)).toEqual(['miss', 'miss'])
    expect((await s.page('/skica')).html).toContain('Skica je gotova')
  })
})

describe('layout and site options', () => {
  it('a menu edit renders every page again with the new menu', async () => {
    await s.warm(about, productPath)
    const tree = await readJson<Envelope<{ items: { title: string }[] }>>(await s.send('GET', '/api/v1/cms/navigation/editable/main?language=hr'))
    const items = tree.data!.items.map((item, index) => (index === 0 ? { ...item, title: 'Naslovnica' } : item))
    expect((await s.send('PUT', '/api/v1/cms/navigation/editable/main?language=hr', { items })).status).toBe(200)
    const [aboutPage, productPage] = [await s.page(about), await s.page(productPath)]
    expect([aboutPage.cache, productPage.cache]).toEqual(['miss', 'miss'])
    expect(productPage.html).toContain('Naslovnica')
  })

  it('a site option renders every page again', async () => {
    await s.warm(about, productPath)
    expect((await s.send('PUT', '/api/v1/cms/option/update', { key: 'SiteName', value: 'Izlog po novom' })).status).toBe(200)
    const productPage = await s.page(productPath)
    expect([productPage.cache, (await s.page(about)).cache]).toEqual(['miss', 'miss'])
    expect(productPage.html).toContain('Izlog po novom')
  })
})

describe('posts', () => {
  it('editing a published post purges the pages that show posts, not the catalogue; a draft post purges nothing', async () => {
    const created = await s.send('POST', '/api/v1/cms/post/create', { locale: 'hr', slug: 'vijest-za-cache', title: 'Vijest', body: '<p>Prva verzija</p>' })
    expect(created.status).toBe(201)
    const post = (await readJson<Envelope<{ id: number; updatedAt: string }>>(created)).data!
    const postPath = '/objave/vijest-za-cache'
    await s.warm(postPath, '/objave', productPath, about)
    const updated = await s.send('PATCH', `/api/v1/cms/post/update/${post.id}`, { body: '<p>Druga verzija</p>' })
    expect(updated.status).toBe(200)
    const postPage = await s.page(postPath)
    expect([postPage.cache, postPage.html.includes('Druga verzija')]).toEqual(['miss', true])
    expect(await s.cacheOf('/objave', productPath, about)).toEqual(['miss', 'hit', 'hit'])

    await s.warm(postPath, productPath)
    const draft = await s.send('POST', '/api/v1/cms/post/create', { locale: 'hr', slug: 'skica-vijesti', title: 'Skica', body: '<p>Još ne</p>', status: 'draft' })
    expect(draft.status).toBe(201)
    expect(await s.cacheOf(postPath, productPath)).toEqual(['hit', 'hit'])
  })
})

describe('comments', () => {
  it('on a post: a rejection purges nothing, an approval purges the pages that show posts, not the catalogue', async () => {
    resetMemoryRateLimits()
    const created = await s.send('POST', '/api/v1/cms/post/create', { locale: 'hr', slug: 'vijest-s-komentarima', title: 'Komentari', body: '<p>Tekst</p>' })
    const postId = (await readJson<Envelope<{ id: number }>>(created)).data!.id
    const postPath = '/objave/vijest-s-komentarima'
    const comment = async (text: string) => {
      const member = await makeUser(s.site.runtime)
      const token = (await apiLogin(s.site.app, member.email, member.password)).accessToken
      const sent = await s.site.app.request('/api/v1/cms/comment/create', jsonRequest('POST', { targetType: 'post', targetId: postId, comment: text }, bearer(token)))
      expect(sent.status).toBe(201)
      const [row] = await s.site.runtime.database.db.select({ id: comments.id }).from(comments).where(and(eq(comments.targetId, postId), eq(comments.body, text)))
      return row!.id
    }
    const decide = (id: number, decision: 'approve' | 'reject') => s.send('POST', '/api/v1/cms/comment/moderation/decide', { id, decision })

    const spam = await comment('Kupite jeftine satove')
    const kind = await comment('Lijepo napisano, hvala.')
    await s.warm(postPath, productPath)
    expect((await decide(spam, 'reject')).status).toBe(200)
    expect(await s.cacheOf(postPath, productPath)).toEqual(['hit', 'hit'])
    expect((await decide(kind, 'approve')).status).toBe(200)
    const postPage = await s.page(postPath)
    expect([postPage.cache, postPage.html.includes('Lijepo napisano, hvala.')]).toEqual(['miss', true])
    expect(await s.cacheOf(productPath)).toEqual(['hit'])
  })
})

describe('redirects', () => {
  it('a new redirect replaces the cached page at its path at once, and nothing else', async () => {
    await s.warm(about, productPath)
    const created = await s.send('POST', '/api/v1/cms/redirect/create', { fromPath: about, toTarget: '/objave', statusCode: 301 })
    expect(created.status).toBeLessThan(300)
    const moved = await s.page(about)
    expect([moved.status, moved.response.headers.get('location')]).toEqual([301, '/objave'])
    expect(await s.cacheOf(productPath)).toEqual(['hit'])
  })
})

describe('backoffice writes the cache knows nothing about', () => {
  it('a write with no public effect (a coupon) purges nothing', async () => {
    await s.warm(home, productPath)
    const coupon = { code: 'cache10', type: 'percentage', value: 10, productSkus: [], categoryIds: [], minCartValue: 0, validFrom: null, validUntil: null, usageLimit: null, usageLimitPerCustomer: null, freeDelivery: false, isActive: true }
    expect((await s.send('POST', '/api/v1/backoffice/coupons', coupon)).status).toBeLessThan(300)
    expect(await s.cacheOf(home, productPath)).toEqual(['hit', 'hit'])
  })

  it('a write no service tagged (a delivery method) still purges the whole site', async () => {
    await s.warm(home, productPath)
    const method = { code: 'cache-box', name: { hr: 'Paketomat' }, description: { hr: 'U paketomatu.' }, price: 350, countryPrices: {}, countries: ['HR'], freeFrom: null, position: 5, isActive: true, branches: [] }
    expect((await s.send('POST', '/api/v1/backoffice/delivery-methods', method)).status).toBeLessThan(300)
    expect(await s.cacheOf(home, productPath)).toEqual(['miss', 'miss'])
  })
})
