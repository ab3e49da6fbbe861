import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorEnvelope, ListResult } from '../../common/http/envelope'
import type { ProductCard } from '../../common/catalog/types'
import { seedCatalogueFixture } from '../catalog/catalog-fixture.test-helpers'
import { seedCmsFixture } from '../cms/cms-fixtures.test-helpers'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, makeUser } from '../users/test-helpers'

/** Issue 12 §9: inputs that answered 500 before; each now answers a clear 4xx in the envelope. */
let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  runtime = await createTestRuntime({ showVersionBadge: true })
  await seedCmsFixture(runtime.database.db, runtime.site.id)
  await seedCatalogueFixture(runtime.database.db, runtime.site.id)
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers })
  return { status: response.status, body: await readJson<ErrorEnvelope>(response) }
}

async function post(path: string, body: string, method = 'POST') {
  const response = await app.request(path, { method, headers: { 'content-type': 'application/json' }, body })
  return { status: response.status, body: await readJson<Omit<ErrorEnvelope, 'data'> & { data: ListResult<ProductCard> }>(response) }
}

describe('NUL and lone surrogates are refused at the edge with 400', () => {
  it.each([
    ['/api/v1/product/web/get?slug=%00', 'slug'],
    ['/api/v1/cms/page/get?slug=a%00b', 'slug'],
    ['/api/v1/cms/term/get?slug=%00', 'slug'],
    ['/api/v1/cms/option/filter?keys=%00', 'keys'],
  ])('%s', async (path, field) => {
    const { status, body } = await get(path)
    expect(status).toBe(400)
    expect(body).toMatchObject({ errored: true, statusCode: 400, code: 'INVALID_CHARACTERS' })
    expect(body.fields?.[field]).toMatch(/nedopuštene znakove/)
  })

  it('refuses a lone surrogate in a JSON body (finder/decide encoded it and threw)', async () => {
    const { status, body } = await post('/api/v1/cms/finder/decide', '{"params":["stanovi","\\ud800"]}')
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'INVALID_CHARACTERS', fields: { 'params.1': expect.any(String) } })
  })

  it('refuses NUL in text bound for jsonb (the consent log)', async () => {
    const payload = {
      status: 'accepted',
      statusTimestamp: '2026-11-22T10:15:00.000Z',
      sourceType: 'form',
      consents: ['newsletter\u0000'],
      user: { userType: 'webUser' },
    }
    const { status, body } = await post('/api/v1/gdpr/web/consent/log/create', JSON.stringify(payload))
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'INVALID_CHARACTERS', fields: { 'consents.0': expect.any(String) } })
  })

  it('answers in the caller\'s language', async () => {
    const { body } = await get('/api/v1/product/web/get?slug=%00&language=en')
    expect(body.fields?.slug).toBe('The input contains characters that are not allowed (e.g. a NUL character or broken Unicode)')
  })
})

describe('numbers beyond the database\'s integers', () => {
  it('refuses an id of 2^31 or more with 400', async () => {
    expect((await get('/api/v1/product/web/get?id=2147483648')).status).toBe(400)
    expect((await get('/api/v1/product/web/get?id=1e20')).status).toBe(400)
    expect((await get('/api/v1/product/web/checkBundles?product=99999999999')).status).toBe(400)
    const { status } = await post('/api/v1/product/web/category/filter', '{"filters":[{"key":"ids","value":[2147483648]}]}')
    expect(status).toBe(400)
  })

  it('answers 404 for a numeric main category no id can have', async () => {
    const { status, body } = await post('/api/v1/product/web/filter', '{"mainCategory":"99999999999"}')
    expect(status).toBe(404)
    expect(body.code).toBe('CATEGORY_NOT_FOUND')
  })

  it('refuses category and tag filters with ids beyond int4', async () => {
    const { status, body } = await post('/api/v1/product/web/filter', '{"filters":[{"key":"categories","value":[2147483648]}]}')
    expect(status).toBe(400)
    expect(body.code).toBe('INVALID_FILTER')
    expect(body.fields).toEqual({ categories: 'Neispravan unos' })
  })

  it('clamps page numbers and page sizes instead of failing', async () => {
    const { status, body } = await post('/api/v1/product/web/filter', '{"page":1e20,"limit":2147483648}')
    expect(status).toBe(200)
    expect(body.data.pagination).toMatchObject({ page: 1, perPage: 100, lastPage: 1 })
    const tags = await post('/api/v1/product/web/tag/filter', '{"tags":["x"],"page":-5,"limit":0}')
    expect(tags.status).toBe(200)
  })

  it('takes a decimal or huge price range (prices are whole cents)', async () => {
    const { status, body } = await post('/api/v1/product/web/filter', '{"filters":[{"key":"price","value":{"min":1.5,"max":1e300}}]}')
    expect(status).toBe(200)
    expect(body.data.records.length).toBe(3)
    const none = await post('/api/v1/product/web/filter', '{"filters":[{"key":"price","value":{"min":10000.5,"max":19999.9}}]}')
    expect(none.body.data.records.length).toBe(0)
  })

  it('refuses an address id beyond int4 before it reaches the database', async () => {
    const user = await makeUser(runtime)
    const { accessToken } = await apiLogin(app, user.email, user.password)
    const response = await app.request('/api/v1/user/web/address/update/2147483648', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: '{"city":"Zagreb"}',
    })
    expect(response.status).toBe(400)
    expect(await readJson(response)).toMatchObject({ errored: true, code: 'VALIDATION_FAILED' })
  })

  it('treats a malformed guest cookie as no guest (a new guest row, not a uuid error)', async () => {
    const response = await app.request('/api/v1/user/web/updateGuestUser', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `guestUser=${'-'.repeat(36)}` },
      body: '{"email":"gost@example.hr"}',
    })
    expect(response.status).toBe(200)
    expect(await readJson(response)).toMatchObject({ errored: false, data: { email: 'gost@example.hr' } })
  })
})

describe('paths that are not files or calls', () => {
  it('answers 404 for a media path with broken percent encoding or NUL', async () => {
    expect((await app.request('/media/%E0%A4%A')).status).toBe(404)
    expect((await app.request('/media/ab/%00.webp')).status).toBe(404)
  })

  it('answers an unknown dev call with the JSON 404 envelope', async () => {
    const { status, body } = await get('/_cli/nope')
    expect(status).toBe(404)
    expect(body).toMatchObject({ errored: true, code: 'NOT_FOUND' })
  })
})
