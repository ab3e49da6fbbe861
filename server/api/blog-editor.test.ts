import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EditablePost, PostEditRow } from '../../common/blog/post-edit'
import type { Envelope, ListResult } from '../../common/http/envelope'
import { seedBlog } from '../db/seed/blog'
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

const list = async (query: string, auth = editorAuth) => {
  const response = await app.request(`/api/v1/cms/post/editorList${query}`, { headers: auth })
  expect(response.status).toBe(200)
  return (await readJson<Envelope<ListResult<PostEditRow>>>(response)).data!
}
const get = async (id: number) => {
  const response = await app.request(`/api/v1/cms/post/editorGet/${id}`, { headers: editorAuth })
  expect(response.status).toBe(200)
  return (await readJson<Envelope<EditablePost>>(response)).data!
}
const create = async (body: Record<string, unknown>) => {
  const response = await app.request('/api/v1/cms/post/create', jsonRequest('POST', { locale: 'hr', body: '<p>Tekst</p>', ...body }, editorAuth))
  expect(response.status).toBe(201)
  return (await readJson<Envelope<{ id: number }>>(response)).data!
}

describe('post/editorList and post/editorGet', () => {
  it('answer 401 without a login, 403 for a shopper, 400 for bad queries and 404 for unknown posts', async () => {
    expect((await app.request('/api/v1/cms/post/editorList')).status).toBe(401)
    expect((await app.request('/api/v1/cms/post/editorList', { headers: customerAuth })).status).toBe(403)
    expect((await app.request('/api/v1/cms/post/editorGet/1')).status).toBe(401)
    expect((await app.request('/api/v1/cms/post/editorGet/1', { headers: customerAuth })).status).toBe(403)
    const bad = await app.request('/api/v1/cms/post/editorList?page=0', { headers: editorAuth })
    expect(bad.status).toBe(400)
    expect((await readJson<{ message: string }>(bad)).message).toBeTruthy()
    expect((await app.request('/api/v1/cms/post/editorList?termSlug=Nije%20slug', { headers: editorAuth })).status).toBe(400)
    expect((await app.request('/api/v1/cms/post/editorGet/abc', { headers: editorAuth })).status).toBe(400)
    expect((await app.request('/api/v1/cms/post/editorGet/2000000', { headers: editorAuth })).status).toBe(404)
  })

  it('lists the posts of a language with drafts, pages by 20, searches by title and filters by type and term', async () => {
    const draft = await create({ slug: 'skica-objave', title: 'Skica objave o parku', status: 'draft', termSlugs: ['zelenilo'] })
    const all = await list('?language=hr')
    expect(all.records.find((row) => row.id === draft.id)).toMatchObject({ status: 'draft', publishedAt: null })
    // Drafts without a date come first; the rest newest first.
    expect(all.records[0]!.id).toBe(draft.id)
    expect(all.records.every((row) => row.title.length > 0)).toBe(true)
    const english = await list('?language=en')
    expect(english.records.some((row) => row.id === draft.id)).toBe(false)
    expect(english.records.length).toBeGreaterThan(0)

    const found = await list(`?language=hr&search=${encodeURIComponent('PARKU')}`)
    expect(found.records.map((row) => row.id)).toContain(draft.id)
    expect(found.records.every((row) => row.title.toLowerCase().includes('parku'))).toBe(true)
    expect((await list('?language=hr&search=%25')).pagination.total).toBe(0)

    const green = await list('?language=hr&termSlug=zelenilo')
    expect(green.records.map((row) => row.id)).toContain(draft.id)
    expect(green.pagination.total).toBeLessThan(all.pagination.total)
    const diary = await list('?language=hr&postTypeSlug=dnevnik-gradnje')
    expect(diary.pagination.total).toBeGreaterThan(0)
    expect(diary.records.some((row) => row.id === draft.id)).toBe(false)

    for (let i = 0; i < 21; i++) await create({ slug: `paging-${i}`, title: `Stranica ${i}` })
    const first = await list('?language=hr')
    expect(first.records).toHaveLength(20)
    expect(first.pagination.lastPage).toBeGreaterThanOrEqual(2)
    const second = await list('?language=hr&page=2')
    expect(second.pagination.page).toBe(2)
    expect(second.records.some((row) => first.records.some((other) => other.id === row.id))).toBe(false)
    // A page past the end answers the last one.
    expect((await list('?language=hr&page=999')).pagination.page).toBe(first.pagination.lastPage)
  })

  it('gives the editor a draft with its terms, type and version', async () => {
    const draft = await create({ slug: 'puna-skica', title: 'Puna skica', status: 'draft', postTypeSlug: 'vijest', termSlugs: ['zelenilo', 'gradiliste'] })
    const post = await get(draft.id)
    expect(post).toMatchObject({ slug: 'puna-skica', title: 'Puna skica', status: 'draft', postTypeSlug: 'vijest', termSlugs: ['gradiliste', 'zelenilo'], cover: null })
    expect(Date.parse(post.version)).not.toBeNaN()
  })
})

describe('post/update with a version', () => {
  it('saves with the loaded version and answers 409 with a clear message for a stale one', async () => {
    const draft = await create({ slug: 'dvoje-urednika', title: 'Dvoje urednika' })
    const loaded = await get(draft.id)
    const first = await app.request(`/api/v1/cms/post/update/${draft.id}`, jsonRequest('PATCH', { title: 'Prvi', version: loaded.version }, editorAuth))
    expect(first.status).toBe(200)
    const stale = await app.request(`/api/v1/cms/post/update/${draft.id}`, jsonRequest('PATCH', { title: 'Drugi', version: loaded.version }, editorAuth))
    expect(stale.status).toBe(409)
    expect((await readJson<{ message: string }>(stale)).message).toBe('Netko je u međuvremenu spremio ovu objavu. Zatvorite uređivač i otvorite je ponovno.')
    expect((await get(draft.id)).title).toBe('Prvi')
    const fresh = await get(draft.id)
    expect(fresh.version).not.toBe(loaded.version)
    expect((await app.request(`/api/v1/cms/post/update/${draft.id}`, jsonRequest('PATCH', { title: 'Drugi', version: fresh.version }, editorAuth))).status).toBe(200)
    expect((await app.request(`/api/v1/cms/post/update/${draft.id}`, jsonRequest('PATCH', { version: 'jučer' }, editorAuth))).status).toBe(400)
  })
})
