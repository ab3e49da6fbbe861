import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { postTypeViewSchema } from '../../common/blog/post-type-schemas'
import { slugSearchResultSchema } from '../../common/cms/slug-search'
import type { ErrorEnvelope } from '../../common/http/envelope'
import { mediaCreateResultSchema, mediaOptionsSchema } from '../../common/media/media-drive'
import { MAX_UPLOAD_BYTES } from '../../common/media/upload-limits'
import { onSiteCacheInvalidated } from '../cache/site-cache'
import { seedCatalogueFixture } from '../catalog/catalog-fixture.test-helpers'
import { auditLog, layoutElements, media, pages, postTypes } from '../db/schema'
import { seedBlog } from '../db/seed/blog'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'
import { elementSavedSchema } from './cms-editor'

/** Issue 24 point 1: the §7 calls that were missing (postType create/delete, element/create, finder/searchSlugs, media create and options). */
let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let editorAuth: Record<string, string>
let shopperAuth: Record<string, string>
let catalogOnlyAuth: Record<string, string>

beforeAll(async () => {
  runtime = await createTestRuntime()
  const { db } = runtime.database
  await db.insert(pages).values([
    { siteId: runtime.site.id, locale: 'hr', slug: 'o-projektu', title: 'O projektu', status: 'published' },
    { siteId: runtime.site.id, locale: 'hr', slug: 'skica', title: 'Skica', status: 'draft' },
  ])
  await seedBlog(db, { siteId: runtime.site.id, coverIds: {} })
  await seedCatalogueFixture(db, runtime.site.id)
  app = createTestApp(runtime)
  const login = async (user: { email: string; password: string }) => bearer((await apiLogin(app, user.email, user.password)).accessToken)
  editorAuth = await login(await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] }))
  shopperAuth = await login(await makeUser(runtime))
  catalogOnlyAuth = await login(await makeUser(runtime, { isBackofficeUser: true, scopes: ['catalog'] }))
})
afterAll(() => runtime.dispose())

/** Either side of the envelope, so a test reads `data` of an answer and `code`/`fields` of a refusal alike. */
type Answer<T> = { data: T | null; errored: boolean } & Partial<Pick<ErrorEnvelope, 'code' | 'message' | 'fields'>>

async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = editorAuth) {
  const response = await app.request(`/api${path}`, body === undefined ? { method, headers } : jsonRequest(method, body, headers))
  return { status: response.status, body: await readJson<Answer<T>>(response) }
}

/** The answer's `data` must match the schema the OpenAPI document declares for it. */
function conforms<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data)
  expect(parsed.error?.issues ?? []).toEqual([])
  return parsed.data!
}

const png = (color: string) => sharp({ create: { width: 320, height: 240, channels: 3, background: color } }).png().toBuffer()

async function uploadInto(query: string, files: { name: string; body: Buffer | Uint8Array; type: string }[], headers = editorAuth) {
  const form = new FormData()
  for (const file of files) form.append('file', new File([new Uint8Array(file.body)], file.name, { type: file.type }))
  const response = await app.request(`/api/v1/media/create${query}`, { method: 'POST', body: form, headers })
  return { status: response.status, body: await readJson<Answer<unknown>>(response) }
}

describe('the new editor calls refuse strangers', () => {
  it('answer 401 without a login and 403 to a shopper or a backoffice user without the content scope', async () => {
    const requests: [string, string, unknown?][] = [
      ['POST', '/v1/cms/postType/create', { slug: 'nova-vrsta', titles: { hr: 'Nova' } }],
      ['DELETE', '/v1/cms/postType/delete/1'],
      ['POST', '/v1/cms/element/create', { handler: 'cookie-section', language: 'en', parts: {} }],
      ['GET', '/v1/media/option/filter'],
    ]
    for (const [method, path, body] of requests) {
      expect((await call(method, path, body, {})).status, path).toBe(401)
      expect((await call(method, path, body, shopperAuth)).status, path).toBe(403)
      expect((await call(method, path, body, catalogOnlyAuth)).status, path).toBe(403)
    }
    const file = [{ name: 'a.png', body: await png('#123456'), type: 'image/png' }]
    expect((await uploadInto(`?driveId=${runtime.site.id}`, file, {})).status).toBe(401)
    expect((await uploadInto(`?driveId=${runtime.site.id}`, file, shopperAuth)).status).toBe(403)
    expect((await uploadInto(`?driveId=${runtime.site.id}`, file, catalogOnlyAuth)).status).toBe(403)
    const { db } = runtime.database
    expect(await db.select().from(postTypes).where(eq(postTypes.slug, 'nova-vrsta'))).toEqual([])
    expect(await db.select().from(media)).toEqual([])
  })
})

describe('cms/postType/create and delete', () => {
  it('creates a post type that the public list shows, audited; a taken slug is a 409 with a message', async () => {
    const created = await call('POST', '/v1/cms/postType/create', { slug: 'intervju', titles: { hr: 'Intervju', en: 'Interview' } })
    expect(created.status).toBe(201)
    const type = conforms(postTypeViewSchema, created.body.data)
    expect(type).toMatchObject({ slug: 'intervju', title: 'Intervju' })
    const listed = await call<{ records: { slug: string; title: string }[] }>('POST', '/v1/cms/postType/filterStandard?language=en', {}, {})
    expect(listed.body.data?.records).toContainEqual({ id: type.id, slug: 'intervju', title: 'Interview' })
    const again = await call('POST', '/v1/cms/postType/create', { slug: 'intervju', titles: { hr: 'Drugi' } })
    expect([again.status, again.body.code, again.body.message]).toEqual([409, 'POST_TYPE_SLUG_TAKEN', 'Vrsta objave s tom adresom već postoji.'])
    const [row] = await runtime.database.db.select().from(auditLog).where(eq(auditLog.action, 'postType.create'))
    expect(row).toMatchObject({ entityType: 'postType', entityId: String(type.id) })
  })

  it('refuses §5-invalid payloads with field messages', async () => {
    const short = await call('POST', '/v1/cms/postType/create', { slug: 'ab', titles: { hr: 'Kratko' } })
    expect(short.status).toBe(400)
    expect(short.body.fields?.slug).toMatch(/4/)
    const badFormat = await call('POST', '/v1/cms/postType/create', { slug: 'Nije Slug', titles: { hr: 'X' } })
    expect([badFormat.status, Object.keys(badFormat.body.fields ?? {})]).toEqual([400, ['slug']])
    const noName = await call('POST', '/v1/cms/postType/create', { slug: 'bez-imena', titles: { en: 'Only English' } })
    expect([noName.status, Object.keys(noName.body.fields ?? {})]).toEqual([400, ['titles.hr']])
    expect((await call('POST', '/v1/cms/postType/create', 'nije objekt')).status).toBe(400)
  })

  it('deletes an unused type; refuses one that posts still use (409, how many) and answers 404 for an unknown id', async () => {
    const { db } = runtime.database
    const [news] = await db.select().from(postTypes).where(eq(postTypes.slug, 'vijest'))
    const inUse = await call('DELETE', `/v1/cms/postType/delete/${news!.id}`)
    expect(inUse.status).toBe(409)
    expect(inUse.body.code).toBe('POST_TYPE_IN_USE')
    expect(inUse.body.message).toMatch(/^Ovu vrstu ima \d+ objava\./)
    expect(await db.select().from(postTypes).where(eq(postTypes.id, news!.id))).toHaveLength(1)
    const created = await call<{ id: number }>('POST', '/v1/cms/postType/create', { slug: 'za-brisanje', titles: { hr: 'Za brisanje' } })
    const id = created.body.data!.id
    const deleted = await call('DELETE', `/v1/cms/postType/delete/${id}`)
    expect([deleted.status, deleted.body.data]).toEqual([200, { deleted: id }])
    expect(await db.select().from(postTypes).where(eq(postTypes.id, id))).toEqual([])
    expect((await call('DELETE', `/v1/cms/postType/delete/${id}`)).status).toBe(404)
    expect((await call('DELETE', '/v1/cms/postType/delete/abc')).status).toBe(400)
  })
})

describe('cms/element/create', () => {
  it('creates a language’s element, validated and sanitised, and purges every cached page (the layout)', async () => {
    const purged: (string[] | undefined)[] = []
    const stop = onSiteCacheInvalidated(runtime.database.db, (_siteId, pagesChanged) => purged.push(pagesChanged))
    try {
      const created = await call('POST', '/v1/cms/element/create', { handler: 'footer-section', language: 'en', parts: { richTextAreas: ['<p>Hi<script>x()</script></p>'] } })
      expect(created.status).toBe(201)
      expect(conforms(elementSavedSchema, created.body.data)).toMatchObject({ handler: 'footer-section', language_code: 'en', parts: { richTextAreas: ['<p>Hi</p>'] } })
      expect(purged).toEqual([['layout']])
    } finally {
      stop()
    }
    const publicFooter = await call<{ parts: { richTextAreas: string[] } }[]>('GET', '/v1/cms/element/getByHandlers?handlers=footer-section&language=en', undefined, {})
    expect(publicFooter.body.data?.[0]?.parts.richTextAreas).toEqual(['<p>Hi</p>'])
  })

  it('refuses a second element of the same handler and language (409) without changing it, and invalid content (400)', async () => {
    const again = await call('POST', '/v1/cms/element/create', { handler: 'footer-section', language: 'en', parts: { richTextAreas: ['<p>Other</p>'] } })
    expect([again.status, again.body.code, again.body.message]).toEqual([409, 'ELEMENT_EXISTS', 'Taj dio stranice na ovom jeziku već postoji. Uredite postojeći.'])
    const rows = await runtime.database.db.select().from(layoutElements).where(eq(layoutElements.locale, 'en'))
    expect(rows.find((row) => row.handler === 'footer-section')?.parts).toMatchObject({ richTextAreas: ['<p>Hi</p>'] })
    const invalid = await call('POST', '/v1/cms/element/create', { handler: 'header-section', language: 'de', parts: { brandName: '' } })
    expect([invalid.status, invalid.body.code]).toEqual([400, 'INVALID_ELEMENT'])
    expect((await call('POST', '/v1/cms/element/create', { handler: 'sidebar', language: 'de', parts: {} })).status).toBe(400)
    expect((await call('POST', '/v1/cms/element/create', { handler: 'header-section', language: 'xx', parts: {} })).status).toBe(400)
  })
})

describe('cms/finder/searchSlugs (public)', () => {
  const search = (body: unknown) => call<z.output<typeof slugSearchResultSchema>>('POST', '/v1/cms/finder/searchSlugs', body, {})

  it('finds published pages, posts, products and categories by slug or title, with their paths; never drafts', async () => {
    const pageHits = conforms(slugSearchResultSchema, (await search({ query: 'projekt', language: 'hr' })).body.data).records
    expect(pageHits).toContainEqual(expect.objectContaining({ type: 'page', slug: 'o-projektu', path: '/o-projektu' }))
    expect((await search({ query: 'skica', language: 'hr', types: ['page'] })).body.data?.records).toEqual([])
    const products = (await search({ query: 'sava', language: 'hr', types: ['product'] })).body.data!.records
    expect(products.length).toBe(3)
    expect(products.every((hit) => hit.type === 'product' && hit.path.includes(hit.slug))).toBe(true)
    const categories = (await search({ query: 'boravak', language: 'hr', types: ['category'] })).body.data!.records
    expect(categories).toEqual([expect.objectContaining({ type: 'category', slug: 'dnevni-boravak', title: 'Dnevni boravak' })])
    const english = (await search({ query: 'living', language: 'en' })).body.data!.records
    expect(english.map((hit) => hit.slug)).toEqual(['living-room'])
  })

  it('caps the hits at the limit and treats % and _ as plain characters', async () => {
    expect((await search({ query: 'a', language: 'hr', limit: 2 })).body.data?.records).toHaveLength(2)
    expect((await search({ query: '%', language: 'hr' })).body.data?.records).toEqual([])
    expect((await search({ query: '_', language: 'hr' })).body.data?.records).toEqual([])
  })

  it('refuses an empty query, an unknown type or language and a limit above 50 with field messages', async () => {
    for (const [body, field] of [
      [{ query: '  ' }, 'query'],
      [{ query: 'a', types: ['user'] }, 'types.0'],
      [{ query: 'a', language: 'xx' }, 'language'],
      [{ query: 'a', limit: 51 }, 'limit'],
    ] as const) {
      const refused = await search(body)
      expect([refused.status, Object.keys(refused.body.fields ?? {})], JSON.stringify(body)).toEqual([400, [field]])
    }
  })
})

describe('media/option/filter and media/create', () => {
  it('tells the media library what it accepts and its one drive', async () => {
    const options = conforms(mediaOptionsSchema, (await call('GET', '/v1/media/option/filter')).body.data)
    expect(options.allowedTypes).toContain('image/png')
    expect(options.maxFileBytes).toBe(MAX_UPLOAD_BYTES)
    expect(options.sizes.thumbnail).toEqual({ width: 50, height: 50 })
    expect(options.drives).toEqual([{ id: runtime.site.id, title: 'Medijska knjižnica', itemCount: 0 }])
  })

  it('uploads into the drive with renditions; the library lists it and the drive counts it', async () => {
    const created = await uploadInto(`?driveId=${runtime.site.id}`, [{ name: 'Trg.png', body: await png('#2a7d6f'), type: 'image/png' }])
    expect(created.status).toBe(201)
    const result = conforms(mediaCreateResultSchema, created.body.data)
    expect(result.driveId).toBe(runtime.site.id)
    expect(result.records[0]).toMatchObject({ title: 'Trg', media_type: 'image' })
    const listed = await call<{ records: { id: number }[] }>('GET', '/v1/media/filterStandard')
    expect(listed.body.data?.records.map((item) => item.id)).toContain(result.records[0]!.id)
    const options = await call<{ drives: { itemCount: number }[] }>('GET', '/v1/media/option/filter')
    expect(options.body.data?.drives[0]?.itemCount).toBe(1)
  })

  it('refuses an unknown drive (404), a missing or bad driveId (400) and unsafe or unknown files, storing nothing', async () => {
    const file = [{ name: 'b.png', body: await png('#aa3344'), type: 'image/png' }]
    const unknown = await uploadInto(`?driveId=${runtime.site.id + 1000}`, file)
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([404, 'DRIVE_NOT_FOUND', 'Ta medijska mapa ne postoji.'])
    expect((await uploadInto('', file)).status).toBe(400)
    expect((await uploadInto('?driveId=abc', file)).status).toBe(400)
    const html = await uploadInto(`?driveId=${runtime.site.id}`, [{ name: 'x.png', body: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png' }])
    expect(html.status).toBe(400)
    const svg = await uploadInto(`?driveId=${runtime.site.id}`, [{ name: 'x.svg', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml' }])
    expect(svg.status).toBe(400)
    expect(await runtime.database.db.select({ id: media.id }).from(media)).toHaveLength(1)
  })
})

