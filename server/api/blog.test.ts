import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope } from '../../common/http/envelope'
import type { PostPage } from '../../common/blog/types'
import { getPostDetail } from '../blog'
import { seedBlog } from '../db/seed/blog'
import { search } from '../search/search-service'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  runtime = await createTestRuntime()
  await seedBlog(runtime.database.db, { siteId: runtime.site.id, coverIds: {} })
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())

const filter = async (body: unknown, language = 'hr') => {
  const response = await app.request(`/api/v1/cms/post/filterStandard?language=${language}`, jsonRequest('POST', body))
  return { status: response.status, body: await readJson<Envelope<PostPage>>(response) }
}

describe('post/filterStandard', () => {
  it('lists published posts newest first with pagination', async () => {
    const first = await filter({ limit: 3 })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ total: 8, page: 1, limit: 3, lastPage: 3 })
    const dates = first.body.data?.records.map((post) => post.publishedAt) ?? []
    expect([...dates].sort().reverse()).toEqual(dates)
    const last = await filter({ limit: 3, page: 3 })
    expect(last.body.data?.records.map((post) => post.slug)).toEqual(['zeleni-krovovi-na-zgradi-a', 'pocetak-gradnje-vrtova-save'])
  })

  it('filters by a tag, by a parent category (including its subcategories) and by both', async () => {
    const tag = await filter({ termSlugs: ['zelenilo'] })
    expect(tag.body.data?.records.map((post) => post.slug).sort()).toEqual(['park-uz-savu-dobiva-300-stabala', 'zeleni-krovovi-na-zgradi-a'])
    const parent = await filter({ termSlugs: 'novosti', limit: 50 })
    expect(parent.body.data?.total).toBe(6)
    const both = await filter({ termSlugs: ['gradiliste', 'zelenilo'] })
    expect(both.body.data?.records.map((post) => post.slug)).toEqual(['zeleni-krovovi-na-zgradi-a'])
  })

  it('filters by post type and an inclusive date range, and in another language', async () => {
    const diary = await filter({ postTypeSlugs: ['dnevnik-gradnje'] })
    expect(diary.body.data?.total).toBe(3)
    const today = new Date().toISOString().slice(0, 10)
    const weekAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10)
    const recent = await filter({ dateFrom: weekAgo, dateTo: today })
    expect(recent.body.data?.total).toBe(2)
    const english = await filter({ termSlugs: ['greenery'] }, 'en')
    expect(english.body.data?.records[0]?.terms.map((term) => term.title)).toContain('greenery')
  })

  it('answers 400 for bad filters and an empty page for unknown terms', async () => {
    expect((await filter({ page: 0 })).status).toBe(400)
    expect((await filter({ termSlugs: ['<script>'] })).status).toBe(400)
    expect((await filter({ dateFrom: '2026-02-30' })).status).toBe(400)
    expect((await filter({ dateFrom: '2026-05-01', dateTo: '2026-04-01' })).status).toBe(400)
    expect((await filter({ limit: 1000 })).status).toBe(400)
    const broken = await app.request('/api/v1/cms/post/filterStandard', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    expect(broken.status).toBe(400)
    expect((await filter({ termSlugs: ['nema-takvog'] })).body.data).toMatchObject({ total: 0, records: [] })
  })
})

describe('post types and terms', () => {
  it('lists post types with names in the language', async () => {
    const response = await app.request('/api/v1/cms/postType/filterStandard?language=de', jsonRequest('POST', {}))
    const body = await readJson<Envelope<{ records: { slug: string; title: string }[] }>>(response)
    expect(body.data?.records).toEqual([
      expect.objectContaining({ slug: 'dnevnik-gradnje', title: 'Bautagebuch' }),
      expect.objectContaining({ slug: 'vijest', title: 'Meldung' }),
    ])
  })

  it('filters terms by type, paginated or all at once', async () => {
    const tags = await readJson<Envelope<{ records: { slug: string }[]; total: number }>>(
      await app.request('/api/v1/cms/term/filter?termTypeTitles=postTag&noPaginate=true'),
    )
    expect(tags.data?.records.map((t) => t.slug).sort()).toEqual(['energetska-ucinkovitost', 'obitelj', 'zelenilo'])
    const page = await readJson<Envelope<{ records: unknown[]; total: number }>>(
      await app.request('/api/v1/cms/term/filterStandard', jsonRequest('POST', { limit: 2 })),
    )
    expect(page.data?.total).toBe(7)
    expect(page.data?.records).toHaveLength(2)
    expect((await app.request('/api/v1/cms/term/filter?termTypeTitles=productCategory')).status).toBe(400)
  })
})

describe('post/create', () => {
  const valid = { locale: 'hr', slug: 'nova-objava', title: 'Nova objava', body: '<p>Tekst</p>', termSlugs: ['zelenilo'] }

  it('needs a login with the content scope', async () => {
    expect((await app.request('/api/v1/cms/post/create', jsonRequest('POST', valid))).status).toBe(401)
    const customer = await makeUser(runtime)
    const tokens = await apiLogin(app, customer.email, customer.password)
    expect((await app.request('/api/v1/cms/post/create', jsonRequest('POST', valid, bearer(tokens.accessToken)))).status).toBe(403)
  })

  it('creates a post, refuses duplicates and unknown references with 4xx', async () => {
    const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
    const auth = bearer((await apiLogin(app, editor.email, editor.password)).accessToken)
    const create = (body: unknown) => app.request('/api/v1/cms/post/create', jsonRequest('POST', body, auth))
    expect((await create(valid)).status).toBe(201)
    expect((await create(valid)).status).toBe(409)
    expect((await create({ ...valid, slug: 'druga', termSlugs: ['nema'] })).status).toBe(400)
    expect((await create({ ...valid, slug: 'treca', postTypeSlug: 'nema' })).status).toBe(400)
    expect((await create({ ...valid, slug: 'cetvrta', coverMediaId: 999_999 })).status).toBe(400)
    expect((await create({ ...valid, slug: 'Nije Slug' })).status).toBe(400)
    expect((await create({ ...valid, slug: 'peta', title: '' })).status).toBe(400)
  })

  it('stores XSS filter-evasion vectors inert (sanitised on the server)', async () => {
    const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
    const auth = bearer((await apiLogin(app, editor.email, editor.password)).accessToken)
    const vectors = [
      '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
      '<IMG SRC="javascript:alert(\'XSS\');">',
      '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
      '<a href="jav&#x09;ascript:alert(\'XSS\');">klik</a>',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">klik</a>',
      '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
      '<BODY ONLOAD=alert(\'XSS\')>',
      '<svg/onload=alert(\'XSS\')>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">tekst</p>',
      '<<SCRIPT>alert("XSS");//<</SCRIPT>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ]
    const response = await app.request(
      '/api/v1/cms/post/create',
      jsonRequest('POST', { ...valid, slug: 'xss-vektori', body: vectors.join('\n') }, auth),
    )
    expect(response.status).toBe(201)
    const detail = await getPostDetail(runtime.database.db, { siteId: runtime.site.id, locale: 'hr', slug: 'xss-vektori' })
    const body = detail?.body ?? ''
    expect(body).not.toMatch(/<script|<img|<svg|<iframe|<body|<style|<math|javascript:|data:text|\son\w+=|style=/i)
    expect(body).toContain('tekst')
  })
})

describe('site search', () => {
  it('finds posts in their own group, accent-insensitive and with a typo', async () => {
    const find = (query: string, locale: 'hr' | 'en' = 'hr') =>
      search(runtime.database.db, { siteId: runtime.site.id, locale, query, category: 'posts', page: 1, limit: 10, homeSlug: 'pocetna' })
    const garage = await find('garaza')
    expect(garage.totals.posts).toBe(1)
    expect(garage.records[0]).toMatchObject({ title: 'Garaža pod zgradama je gotova', url: '/objave/garaza-pod-zgradama-je-gotova' })
    expect((await find('krovsta')).records.map((r) => r.title)).toContain('Završena krovišta zgrade B')
    expect((await find('garage', 'en')).records[0]?.url).toBe('/en/blog/underground-garage-finished')
  })
})
