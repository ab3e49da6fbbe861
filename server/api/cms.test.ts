import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope } from '../../common/http/envelope'
import type { MenuItem } from '../../common/cms/navigation'
import { seedCmsFixture } from '../cms/cms-fixtures.test-helpers'
import { failedRequests } from '../db/schema'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  runtime = await createTestRuntime()
  await seedCmsFixture(runtime.database.db, runtime.site.id)
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())

const post = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('element getByHandlers', () => {
  it('returns the layout elements of the requested language', async () => {
    const response = await app.request('/api/v1/cms/element/getByHandlers?handlers=header-section,footer-section&language=hr')
    const body = await readJson<Envelope<{ handler: string; parts: { brandName?: string }; language_code: string }[]>>(response)
    expect(body.data?.map((e) => e.handler).sort()).toEqual(['footer-section', 'header-section'])
    expect(body.data?.find((e) => e.handler === 'header-section')?.parts.brandName).toBe('Test')
    expect(body.data?.every((e) => e.language_code === 'hr')).toBe(true)
  })

  it('accepts the handlers as a POST body too', async () => {
    const body = await readJson<Envelope<{ parts: { brandName: string } }[]>>(
      await post('/api/v1/cms/element/getByHandlers?language=en', { handlers: ['header-section'] }),
    )
    expect(body.data?.[0]?.parts.brandName).toBe('Test EN')
  })

  it('rejects an unknown handler with 400', async () => {
    const response = await app.request('/api/v1/cms/element/getByHandlers?handlers=sidebar')
    expect(response.status).toBe(400)
  })
})

describe('navigation tree', () => {
  it('builds the tree with resolved links, drops unpublished pages and stops at three levels', async () => {
    const response = await app.request('/api/v1/cms/navigation/tree/main?language=hr')
    const { data } = await readJson<Envelope<MenuItem[]>>(response)
    expect(data?.map((item) => [item.title, item.href])).toEqual([
      ['Početna', '/'],
      ['O projektu', '/o-projektu'],
    ])
    const cart = data?.[1]?.children[0]
    expect(cart).toMatchObject({ title: 'Košarica', href: '/kosarica' })
    expect(cart?.children[0]).toMatchObject({ title: 'Vanjski', href: 'https://example.org/', isExternal: true })
    // The fourth level is not shown (§2: up to three levels).
    expect(cart?.children[0]?.children).toEqual([])
  })

  it('answers an empty tree for a language without menu items', async () => {
    const { data } = await readJson<Envelope<MenuItem[]>>(await app.request('/api/v1/cms/navigation/tree/main?language=de'))
    expect(data).toEqual([])
  })
})

describe('finder', () => {
  it('decides between app routes, CMS pages and nothing', async () => {
    const decide = async (params: string[]) => (await readJson<Envelope<{ type: string }>>(await post('/api/v1/cms/finder/decide', { params }))).data
    expect(await decide(['kosarica'])).toMatchObject({ type: 'route', route: 'cart', locale: 'hr' })
    expect(await decide(['de', 'einkaufswagen'])).toMatchObject({ type: 'route', route: 'cart', locale: 'de' })
    expect(await decide(['o-projektu'])).toMatchObject({ type: 'page', slug: 'o-projektu' })
    expect(await decide([])).toMatchObject({ type: 'page', slug: 'pocetna' })
    expect(await decide(['skica'])).toMatchObject({ type: 'notFound' })
  })

  it('finds the same page in another language, falling back to that language home', async () => {
    const url = async (path: string, language: string) =>
      (await readJson<Envelope<{ url: string }>>(await post('/api/v1/cms/finder/getUrlOnLanguage', { path, language }))).data?.url
    expect(await url('/o-projektu', 'en')).toBe('/en/about-the-project')
    expect(await url('/en/about-the-project', 'hr')).toBe('/o-projektu')
    expect(await url('/o-projektu', 'de')).toBe('/de')
    expect(await url('/kosarica?x=1', 'de')).toBe('/de/einkaufswagen?x=1')
    expect(await url('/', 'en')).toBe('/en')
  })

  it('rejects a path that is not site-relative', async () => {
    const response = await post('/api/v1/cms/finder/getUrlOnLanguage', { path: 'https://evil.example/', language: 'en' })
    expect(response.status).toBe(400)
  })
})

describe('option filter and term get', () => {
  it('lists site options, optionally by key', async () => {
    const { data } = await readJson<Envelope<{ records: { key: string; value: unknown }[] }>>(
      await app.request('/api/v1/cms/option/filter?keys=HomePageSlug,DefaultLanguage'),
    )
    expect(data?.records).toEqual([
      { key: 'DefaultLanguage', value: 'hr' },
      { key: 'HomePageSlug', value: 'pocetna' },
    ])
  })

  it('reads a term with the slug of its default-language version', async () => {
    const { data } = await readJson<Envelope<{ title: string; slugMain: string }>>(
      await app.request('/api/v1/cms/term/get?slug=news&language=en'),
    )
    expect(data).toMatchObject({ title: 'News', slugMain: 'novosti' })
    expect((await app.request('/api/v1/cms/term/get?slug=nope')).status).toBe(404)
  })
})

describe('failed requests', () => {
  it('counts repeated 404 paths in one row', async () => {
    await post('/api/v1/cms/redirect/addFailedRequest', { path: '/stara-stranica' })
    await post('/api/v1/cms/redirect/addFailedRequest', { path: '/stara-stranica' })
    const rows = await runtime.database.db.select().from(failedRequests)
    expect(rows).toMatchObject([{ path: '/stara-stranica', hits: 2 }])
  })

  it('does not accept invalid JSON', async () => {
    const response = await app.request('/api/v1/cms/redirect/addFailedRequest', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    })
    expect(response.status).toBe(400)
    expect(await readJson(response)).toMatchObject({ errored: true, code: 'INVALID_JSON' })
  })
})
