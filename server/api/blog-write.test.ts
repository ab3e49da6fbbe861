import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PostPage } from '../../common/blog/types'
import type { Envelope } from '../../common/http/envelope'
import { listAuditFor } from '../audit/audit-log'
import { getPostDetail, listSitemapPosts, loadBlogPage } from '../blog'
import { comments } from '../db/schema'
import { seedBlog } from '../db/seed/blog'
import { search } from '../search/search-service'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let editorAuth: Record<string, string>
let customerAuth: Record<string, string>

beforeAll(async () => {
  runtime = await createTestRuntime()
  await seedBlog(runtime.database.db, { siteId: runtime.site.id, coverIds: {} })
  app = createTestApp(runtime)
  const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
  editorAuth = bearer((await apiLogin(app, editor.email, editor.password)).accessToken)
  const customer = await makeUser(runtime)
  customerAuth = bearer((await apiLogin(app, customer.email, customer.password)).accessToken)
})
afterAll(() => runtime.dispose())

interface PostRow {
  id: number
  slug: string
  title: string
  body: string
  status: string
  publishedAt: string | null
}

const create = async (body: Record<string, unknown>) => {
  const response = await app.request('/api/v1/cms/post/create', jsonRequest('POST', { locale: 'hr', body: '<p>Tekst</p>', ...body }, editorAuth))
  expect(response.status).toBe(201)
  return (await readJson<Envelope<PostRow>>(response)).data!
}
const update = (id: number | string, body: unknown, auth = editorAuth) => app.request(`/api/v1/cms/post/update/${id}`, jsonRequest('PATCH', body, auth))
const remove = (id: number | string, auth = editorAuth) => app.request(`/api/v1/cms/post/delete/${id}`, { method: 'DELETE', headers: auth })
const detail = (slug: string, locale: 'hr' | 'en' = 'hr') => getPostDetail(runtime.database.db, { siteId: runtime.site.id, locale, slug })

describe('post/update', () => {
  it('needs the content scope and answers 404 for unknown posts, 400 for bad ids and fields', async () => {
    const post = await create({ slug: 'za-uredivanje', title: 'Za uređivanje' })
    expect((await app.request(`/api/v1/cms/post/update/${post.id}`, jsonRequest('PATCH', { title: 'X' }))).status).toBe(401)
    expect((await update(post.id, { title: 'X' }, customerAuth)).status).toBe(403)
    expect((await update(2_000_000, { title: 'X' })).status).toBe(404)
    expect((await update('abc', { title: 'X' })).status).toBe(400)
    expect((await update(post.id, { slug: 'Nije Slug' })).status).toBe(400)
    expect((await update(post.id, { title: '' })).status).toBe(400)
    expect((await update(post.id, { termSlugs: ['nema-takvog'] })).status).toBe(400)
    expect((await update(post.id, { postTypeSlug: 'nema' })).status).toBe(400)
    expect((await update(post.id, { coverMediaId: 999_999 })).status).toBe(400)
  })

  it('changes the post, sanitises the body, keeps slugs unique per language, and is audited', async () => {
    const post = await create({ slug: 'stari-naslov', title: 'Stari naslov', termSlugs: ['zelenilo'] })
    const taken = await update(post.id, { slug: 'garaza-pod-zgradama-je-gotova' })
    expect(taken.status).toBe(409)
    expect((await readJson<{ message: string }>(taken)).message).toBe('Objava s tom adresom već postoji na ovom jeziku.')
    // The same slug in another language is someone else's URL space.
    expect((await update(post.id, { slug: 'underground-garage-finished' })).status).toBe(200)

    const changed = await update(post.id, {
      slug: 'novi-naslov',
      title: 'Novi naslov',
      body: '<p onclick="alert(1)">Novi <strong>tekst</strong></p><script>alert(1)</script>',
      termSlugs: ['gradiliste'],
    })
    expect(changed.status).toBe(200)
    const row = (await readJson<Envelope<PostRow>>(changed)).data!
    expect(row).toMatchObject({ slug: 'novi-naslov', title: 'Novi naslov' })
    expect(row.body).toBe('<p>Novi <strong>tekst</strong></p>')
    expect(await detail('stari-naslov')).toBeNull()
    const shown = await detail('novi-naslov')
    expect(shown?.terms.map((term) => term.slug)).toEqual(['gradiliste'])

    const audit = await listAuditFor(runtime.database.db, { siteId: runtime.site.id, entityType: 'post', entityId: post.id })
    expect(audit.map((entry) => entry.action)).toEqual(['post.update', 'post.update', 'post.create'])
    expect(audit[0]!.before).toMatchObject({ slug: 'underground-garage-finished', title: 'Stari naslov' })
    expect(audit[0]!.after).toMatchObject({ slug: 'novi-naslov', title: 'Novi naslov' })
  })

  it('publishes a draft (dated now) and takes it back to draft', async () => {
    const draft = await create({ slug: 'nacrt-objave', title: 'Nacrt objave', status: 'draft' })
    expect(await detail('nacrt-objave')).toBeNull()
    const published = (await readJson<Envelope<PostRow>>(await update(draft.id, { status: 'published' }))).data!
    expect(Date.now() - Date.parse(published.publishedAt!)).toBeLessThan(60_000)
    expect(await detail('nacrt-objave')).not.toBeNull()
    await update(draft.id, { status: 'draft' })
    expect(await detail('nacrt-objave')).toBeNull()
  })
})

describe('post/delete', () => {
  it('needs the content scope; the deleted post is gone from its URL, the sitemap and the search, with its comments', async () => {
    const { db } = runtime.database
    const siteId = runtime.site.id
    const slug = 'garaza-pod-zgradama-je-gotova'
    const post = await detail(slug)
    expect(post).not.toBeNull()
    await db.insert(comments).values({ siteId, targetType: 'post', targetId: post!.id, authorName: 'Ana', body: 'Super!', status: 'published' })
    const sitemapPaths = async () => (await listSitemapPosts(db, siteId)).flat().map((version) => version.path)
    const findGarage = async () => (await search(db, { siteId, locale: 'hr', query: 'garaza', category: 'posts', page: 1, limit: 10, homeSlug: 'pocetna' })).totals.posts
    expect(await sitemapPaths()).toContain(`/objave/${slug}`)
    expect(await findGarage()).toBe(1)

    expect((await app.request(`/api/v1/cms/post/delete/${post!.id}`, { method: 'DELETE' })).status).toBe(401)
    expect((await remove(post!.id, customerAuth)).status).toBe(403)
    expect((await remove('0')).status).toBe(400)
    expect((await remove(post!.id)).status).toBe(200)
    expect((await remove(post!.id)).status).toBe(404)

    expect(await detail(slug)).toBeNull()
    // The blog route answers 404 when its loader finds no post and no category of that slug.
    expect(await loadBlogPage(db, { siteId, locale: 'hr', slug, search: new URLSearchParams() })).toBeNull()
    expect(await sitemapPaths()).not.toContain(`/objave/${slug}`)
    // The English version is another post and stays.
    expect(await sitemapPaths()).toContain('/en/blog/underground-garage-finished')
    expect(await findGarage()).toBe(0)
    expect(await db.select().from(comments)).toEqual([])
    const audit = await listAuditFor(db, { siteId, entityType: 'post', entityId: post!.id })
    expect(audit[0]).toMatchObject({ action: 'post.delete', before: { slug, comments: 1 } })
  })
})

describe('post date range in Zagreb days', () => {
  const filter = async (dateFrom: string, dateTo: string) => {
    const response = await app.request('/api/v1/cms/post/filterStandard', jsonRequest('POST', { dateFrom, dateTo, limit: 50 }))
    return ((await readJson<Envelope<PostPage>>(response)).data?.records ?? []).map((post) => post.slug).filter((s) => s.startsWith('dan-'))
  }

  it('counts a post from late evening in Zagreb on that day, not on the UTC one, across both DST changes', async () => {
    const posts: [string, string][] = [
      ['dan-28-02-kasno', '2026-02-28T22:59:00Z'], // 23:59 CET, 28 February
      ['dan-01-03-pola-jedan', '2026-02-28T23:30:00Z'], // 00:30 CET, 1 March (still 28 February in UTC)
      ['dan-01-03-kasno', '2026-03-01T22:30:00Z'], // 23:30 CET, 1 March
      ['dan-02-03-pola-jedan', '2026-03-01T23:30:00Z'], // 00:30 CET, 2 March (still 1 March in UTC)
      ['dan-29-03-kasno', '2026-03-29T21:59:00Z'], // 23:59 CEST, 29 March (clocks went forward that night)
      ['dan-30-03-ponoc', '2026-03-29T22:00:00Z'], // 00:00 CEST, 30 March
      ['dan-24-10-kasno', '2026-10-24T21:59:00Z'], // 23:59 CEST, 24 October
      ['dan-25-10-ponoc', '2026-10-24T22:00:00Z'], // 00:00 CEST, 25 October (clocks go back that night)
      ['dan-25-10-kasno', '2026-10-25T22:59:00Z'], // 23:59 CET, 25 October
    ]
    for (const [slug, publishedAt] of posts) await create({ slug, title: slug, publishedAt })
    expect(await filter('2026-03-01', '2026-03-01')).toEqual(['dan-01-03-kasno', 'dan-01-03-pola-jedan'])
    expect(await filter('2026-02-28', '2026-02-28')).toEqual(['dan-28-02-kasno'])
    expect(await filter('2026-03-02', '2026-03-29')).toEqual(['dan-29-03-kasno', 'dan-02-03-pola-jedan'])
    expect(await filter('2026-03-30', '2026-03-30')).toEqual(['dan-30-03-ponoc'])
    expect(await filter('2026-10-25', '2026-10-25')).toEqual(['dan-25-10-kasno', 'dan-25-10-ponoc'])
    expect(await filter('2026-10-24', '2026-10-24')).toEqual(['dan-24-10-kasno'])
  })
})
