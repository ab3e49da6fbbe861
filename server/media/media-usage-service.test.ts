import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope } from '../../common/http/envelope'
import type { MediaUsagePlace } from '../../common/media/media-usage'
import { seedCmsFixture } from '../cms/cms-fixtures.test-helpers'
import { layoutElements, media, pages, posts, productCategories, products, productTranslations, sectionMasters } from '../db/schema'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, makeUser } from '../users/test-helpers'
import { findMediaPlaces } from './media-usage-service'

let runtime: TestRuntime
let mediaId: number
let unusedId: number

beforeAll(async () => {
  runtime = await createTestRuntime()
  await seedCmsFixture(runtime.database.db, runtime.site.id)
  const { db } = runtime.database
  const siteId = runtime.site.id
  const [used, unused] = await db
    .insert(media)
    .values([
      { siteId, title: 'Fasada', path: 'aa/fasada.webp', mime: 'image/webp', size: 10, hash: 'h1' },
      { siteId, title: 'Nekorištena', path: 'bb/nista.webp', mime: 'image/webp', size: 10, hash: 'h2' },
    ])
    .returning()
  mediaId = used!.id
  unusedId = unused!.id
  const image = { mediaId }
  // A published page section, and a draft-only use on another page.
  const [about] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.slug, 'o-projektu'), eq(pages.locale, 'hr')))
  await db
    .update(pages)
    .set({ sections: [...about!.sections, { id: 'g1', handler: 'gallery', parts: { images: [{ image }] }, options: {}, mobileOptions: {}, meta: { label: 'Galerija fasade' } }] })
    .where(eq(pages.id, about!.id))
  const [home] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.slug, 'pocetna'), eq(pages.locale, 'hr')))
  await db
    .update(pages)
    .set({ draft: { title: home!.title, sections: [{ id: 'h1', handler: 'hero', parts: { title: 'Dobro došli', image }, options: {}, mobileOptions: {}, meta: {} }] } })
    .where(eq(pages.id, home!.id))
  await db.insert(layoutElements).values({ siteId, handler: 'footer-section', title: 'Podnožje (test)', locale: 'de', parts: { logos: [{ image, label: 'Partner' }] } })
  await db
    .insert(sectionMasters)
    .values({ siteId, title: 'Logo partnera', section: { id: 'm1', handler: 'logos', parts: { items: [{ image }] }, options: {}, mobileOptions: {}, meta: {} } })
  const [product] = await db
    .insert(products)
    .values({ siteId, sku: 'KLUPA-1', price: 1000, retailPrice: 1000, mediaIds: [unusedId + 100, mediaId] })
    .returning()
  await db.insert(productTranslations).values([
    { productId: product!.id, siteId, locale: 'en', name: 'Bench', slug: 'bench' },
    { productId: product!.id, siteId, locale: 'hr', name: 'Vrtna klupa', slug: 'vrtna-klupa' },
  ])
  await db.insert(productCategories).values({ siteId, mediaId })
  await db.insert(posts).values({ siteId, locale: 'hr', slug: 'gradiliste', title: 'Gradilište u studenom', body: '<p>x</p>', coverMediaId: mediaId })
})
afterAll(() => runtime.dispose())

describe('media usage (issue 10 point 8: deleting warns where the file is used)', () => {
  it('finds every page, section, header/footer, master, product, category and post that shows it', async () => {
    const places = await findMediaPlaces(runtime.database.db, { siteId: runtime.site.id, id: mediaId })
    const byKind = (kind: MediaUsagePlace['kind']) => places.filter((place) => place.kind === kind)
    expect(byKind('page')).toHaveLength(2)
    const about = byKind('page').find((place) => place.detail?.startsWith('hr/o-projektu'))
    expect(about).toMatchObject({ isDraftOnly: false })
    expect(about!.detail).toContain('Galerija fasade')
    expect(byKind('page').find((place) => place.detail?.startsWith('hr/pocetna'))).toMatchObject({ isDraftOnly: true })
    expect(byKind('layout')).toEqual([expect.objectContaining({ title: 'Podnožje (test)', detail: 'footer-section · de' })])
    expect(byKind('master')).toEqual([expect.objectContaining({ title: 'Logo partnera', isDraftOnly: false })])
    expect(byKind('product')).toEqual([expect.objectContaining({ title: 'Vrtna klupa', detail: 'KLUPA-1' })])
    expect(byKind('category')).toHaveLength(1)
    expect(byKind('post')).toEqual([expect.objectContaining({ title: 'Gradilište u studenom', detail: 'hr/gradiliste' })])
  })

  it('finds nothing for an unused file, and nothing of another site', async () => {
    expect(await findMediaPlaces(runtime.database.db, { siteId: runtime.site.id, id: unusedId })).toEqual([])
    expect(await findMediaPlaces(runtime.database.db, { siteId: runtime.site.id + 1, id: mediaId })).toEqual([])
  })

  it('is served to editors with the usage call; a bad id is a 400, a shopper gets 403', async () => {
    const app = createTestApp(runtime)
    const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
    const shopper = await makeUser(runtime)
    const editorAuth = bearer((await apiLogin(app, editor.email, editor.password)).accessToken)
    const shopperAuth = bearer((await apiLogin(app, shopper.email, shopper.password)).accessToken)
    const response = await app.request(`/api/v1/media/usage/${mediaId}`, { headers: editorAuth })
    const body = await readJson<Envelope<{ places: MediaUsagePlace[]; pages: unknown[] }>>(response)
    expect(response.status).toBe(200)
    expect(body.data!.places.map((place) => place.kind).sort()).toEqual(['category', 'layout', 'master', 'page', 'page', 'post', 'product'])
    expect(body.data!.pages).toHaveLength(2)
    expect((await app.request('/api/v1/media/usage/abc', { headers: editorAuth })).status).toBe(400)
    expect((await app.request(`/api/v1/media/usage/${mediaId}`, { headers: shopperAuth })).status).toBe(403)
  })
})
