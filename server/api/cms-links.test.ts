import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LinkMaster, LinkSearchHit } from '../../common/cms/link-search'
import type { SectionData } from '../../common/cms/section'
import type { Envelope, ListResult } from '../../common/http/envelope'
import { invalidateSiteCache } from '../cache/site-cache'
import { seedCatalogueFixture } from '../catalog/catalog-fixture.test-helpers'
import { seedCmsFixture } from '../cms/cms-fixtures.test-helpers'
import { pages } from '../db/schema'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let editorAuth: Record<string, string>
let groups: { home: string; about: string; draft: string }
let catalogue: { categoryId: number; productIds: number[] }
let homeId: number

beforeAll(async () => {
  runtime = await createTestRuntime()
  groups = await seedCmsFixture(runtime.database.db, runtime.site.id)
  catalogue = await seedCatalogueFixture(runtime.database.db, runtime.site.id)
  app = createTestApp(runtime)
  const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
  editorAuth = bearer((await apiLogin(app, editor.email, editor.password)).accessToken)
  const [home] = await runtime.database.db.select().from(pages).where(and(eq(pages.slug, 'pocetna'), eq(pages.locale, 'hr')))
  homeId = home!.id
})
afterAll(() => runtime.dispose())

async function call<T>(method: string, path: string, body?: unknown, headers = editorAuth) {
  const response = await app.request(`/api/v1/cms${path}`, body === undefined ? { method, headers } : jsonRequest(method, body, headers))
  return { status: response.status, body: await readJson<Envelope<T>>(response) }
}

const search = (query: string) => call<ListResult<LinkSearchHit>>('GET', `/link/search?${query}`)

const hero = (parts: Record<string, unknown>): SectionData => ({
  id: 'h1',
  handler: 'hero',
  parts: { heading: 'Naslov', image: { mediaId: 1 }, ...parts },
  options: {},
  mobileOptions: {},
  meta: {},
})

async function saveDraft(sections: SectionData[]) {
  const editable = await call<{ page: { version: number } }>('GET', '/page/editable?slug=pocetna&language=hr')
  return call<{ page: { version: number; sections: SectionData[] } }>('PUT', `/page/${homeId}/draft`, { version: editable.body.data!.page.version, title: 'Početna', sections })
}

describe('link options: searchable lists of what an editor can link to', () => {
  it('finds pages of one language by title, accent-free, drafts marked, by their translation group', async () => {
    const hr = await search('kind=page&language=hr&q=projektu')
    expect(hr.status).toBe(200)
    // §3 link descriptor names (ADR 066): handler = kind, linkId and master_id = the translation group.
    const about = { kind: 'page', group: groups.about, handler: 'page', linkId: groups.about, master_id: groups.about }
    expect(hr.body.data?.records).toEqual([{ ...about, title: 'O projektu', path: '/o-projektu', isDraft: false }])
    const en = await search('kind=page&language=en&q=about')
    expect(en.body.data?.records).toEqual([{ ...about, title: 'About', path: '/en/about-the-project', isDraft: false }])
    const drafts = await search('kind=page&language=hr&q=skic')
    expect(drafts.body.data?.records[0]).toMatchObject({ group: groups.draft, isDraft: true })
  })

  it('finds products and categories by name, paged', async () => {
    const products = await search('kind=product&language=hr&q=sava')
    expect(products.body.data?.records.map((hit) => hit.title)).toEqual(['Fotelja Sava', 'Sofa Sava', 'Stolić Sava'])
    expect(products.body.data?.records.every((hit) => typeof hit.id === 'number' && hit.path.startsWith('/product/'))).toBe(true)
    expect(products.body.data?.pagination).toEqual({ page: 1, perPage: 10, limit: 10, total: 3, lastPage: 1 })
    const beyond = await search('kind=product&language=hr&q=sava&page=2')
    expect(beyond.body.data?.records).toEqual([])
    const categories = await search('kind=category&language=de&q=wohn')
    const category = { kind: 'category', id: catalogue.categoryId, handler: 'category', linkId: catalogue.categoryId, master_id: null }
    expect(categories.body.data?.records).toEqual([{ ...category, title: 'Wohnzimmer', path: '/de/shop/wohnzimmer', isDraft: false }])
  })

  it('refuses an unknown kind or language with 400', async () => {
    expect((await search('kind=user&language=hr')).status).toBe(400)
    expect((await search('kind=page&language=xx')).status).toBe(400)
  })

  it('answers 403 to a shopper and to a backoffice user without the content scope', async () => {
    const shopper = await makeUser(runtime)
    const catalogOnly = await makeUser(runtime, { isBackofficeUser: true, scopes: ['catalog'] })
    for (const user of [shopper, catalogOnly]) {
      const headers = bearer((await apiLogin(app, user.email, user.password)).accessToken)
      expect((await call('GET', '/link/search?kind=page&language=hr', undefined, headers)).status).toBe(403)
    }
  })
})

describe('link options: stored as targets, validated, resolved to the current path in each language', () => {
  it('refuses javascript:, data: and protocol-relative addresses and malformed anchors with 400', async () => {
    for (const link of [
      { kind: 'url', href: 'javascript:alert(1)' },
      { kind: 'url', href: ' JavaScript:alert(1)' },
      { kind: 'url', href: 'data:text/html,<script>alert(1)</script>' },
      { kind: 'url', href: '//evil.example' },
      { kind: 'anchor', anchor: 'x" onclick="y' },
      { kind: 'product', id: -1 },
    ]) {
      const saved = await saveDraft([hero({ primaryCta: { label: 'Klik', link } })])
      expect(saved.status, JSON.stringify(link)).toBe(400)
    }
  })

  it('link/masters: one stored link reaches each translation of its target, null where a language has none', async () => {
    const [productId] = catalogue.productIds
    const links = [{ kind: 'page', group: groups.about }, { kind: 'page', group: groups.draft }, { kind: 'product', id: productId }, { kind: 'url', href: 'https://example.hr' }]
    const masters = await call<{ records: LinkMaster[] }>('POST', '/link/masters', { links })
    expect(masters.status).toBe(200)
    const [about, draft, product, url] = masters.body.data!.records
    expect(about!.paths).toEqual({ hr: '/o-projektu', en: '/en/about-the-project', de: null })
    expect(draft!.paths).toEqual({ hr: null, en: null, de: null })
    expect(product!.paths.hr).toBe('/product/sofa-sava')
    expect(url!.paths).toEqual({ hr: 'https://example.hr', en: 'https://example.hr', de: 'https://example.hr' })
    expect(about).toMatchObject({ handler: 'page', linkId: groups.about, master_id: groups.about })
    expect(product).toMatchObject({ handler: 'product', linkId: productId, master_id: null })
    expect(url).toMatchObject({ handler: 'url', linkId: null, master_id: null })

    expect((await call('POST', '/link/masters', { links: [] })).status).toBe(400)
    expect((await call('POST', '/link/masters', { links: [{ kind: 'url', href: 'javascript:alert(1)' }] })).status).toBe(400)
    const shopper = await makeUser(runtime)
    const shopperAuth = bearer((await apiLogin(app, shopper.email, shopper.password)).accessToken)
    expect((await call('POST', '/link/masters', { links }, shopperAuth)).status).toBe(403)
  })

  it('resolves page, product, category and anchor links per language, follows a renamed page, keeps new tab', async () => {
    const [productId] = catalogue.productIds
    const links = {
      primaryCta: { label: 'O nama', link: { kind: 'page', group: groups.about, newTab: true } },
      secondaryCta: { label: 'Sofa', link: { kind: 'product', id: productId } },
    }
    const richText: SectionData = {
      id: 'r1',
      handler: 'rich-text',
      parts: { html: `<p><a href="/stari-put" data-link="category:${catalogue.categoryId}">Boravak</a> <a href="#kontakt">dolje</a> <a href="mailto:info@example.hr">pišite</a></p>` },
      options: {},
      mobileOptions: {},
      meta: {},
    }
    const saved = await saveDraft([hero(links), richText])
    expect(saved.status).toBe(200)
    const version = saved.body.data!.page.version
    expect((await call('POST', `/page/${homeId}/publish`, { version })).status).toBe(200)

    const refsFor = async (language: string) => {
      const { body } = await call<{ links: Record<string, string | null> }>('POST', '/page/refs', { language, sections: saved.body.data!.page.sections })
      return body.data!.links
    }
    const key = (target: unknown) => JSON.stringify(target)
    const hr = await refsFor('hr')
    expect(hr[key(links.primaryCta.link)]).toBe('/o-projektu')
    expect(hr[key(links.secondaryCta.link)]).toBe('/product/sofa-sava')
    expect(hr[key({ kind: 'category', id: catalogue.categoryId })]).toBe('/shop/dnevni-boravak')
    const en = await refsFor('en')
    expect(en[key(links.primaryCta.link)]).toBe('/en/about-the-project')
    expect(en[key({ kind: 'category', id: catalogue.categoryId })]).toBe('/en/shop/living-room')

    // Renaming the page changes where its links go, in every place that links to it.
    await runtime.database.db.update(pages).set({ slug: 'o-nama' }).where(and(eq(pages.translationGroup, groups.about), eq(pages.locale, 'hr')))
    invalidateSiteCache(runtime.database.db, runtime.site.id)
    expect((await refsFor('hr'))[key(links.primaryCta.link)]).toBe('/o-nama')
    await runtime.database.db.update(pages).set({ slug: 'o-projektu' }).where(and(eq(pages.translationGroup, groups.about), eq(pages.locale, 'hr')))
    invalidateSiteCache(runtime.database.db, runtime.site.id)
  })
})
