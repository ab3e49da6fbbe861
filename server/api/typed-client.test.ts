import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_TYPES_FILE, apiTypesSource } from '../../build-tools/api-types'
import { createIzlogClient, type IzlogClient } from '../../common/api/typed-client'
import { pages } from '../db/schema'
import { createTestApp } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'

/** Issue 24: a client generated from the OpenAPI document (openapi-typescript + openapi-fetch). */
let runtime: TestRuntime
let client: IzlogClient

beforeAll(async () => {
  runtime = await createTestRuntime()
  await runtime.database.db.insert(pages).values({ siteId: runtime.site.id, locale: 'hr', slug: 'o-projektu', title: 'O projektu', status: 'published' })
  const app = createTestApp(runtime)
  client = createIzlogClient({ origin: 'http://localhost', fetch: async (request) => app.request(request) })
})

afterAll(() => runtime.dispose())

describe('the typed API client', () => {
  it('is generated from the current document (run `npm run api:types` after changing a route)', async () => {
    expect(await readFile(API_TYPES_FILE, 'utf8')).toBe(await apiTypesSource())
  })

  it('calls the real server with a typed body and reads the typed answer', async () => {
    const { data, response } = await client.POST('/v1/cms/finder/searchSlugs', { body: { query: 'projekt', language: 'hr', types: ['page'] } })
    expect(response.status).toBe(200)
    // `records` and each hit's fields are typed from the answer's schema: no cast.
    expect(data?.data.records.map((hit) => [hit.type, hit.slug, hit.path])).toEqual([['page', 'o-projektu', '/o-projektu']])
  })

  it('answers a refused body as the typed error', async () => {
    const { data, error, response } = await client.POST('/v1/cms/finder/searchSlugs', { body: { query: '' } })
    expect(response.status).toBe(400)
    expect(data).toBeUndefined()
    expect(error?.errored).toBe(true)
  })
})
