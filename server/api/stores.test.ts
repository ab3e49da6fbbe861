import fs from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductDetail } from '../../common/catalog/types'
import type { Envelope } from '../../common/http/envelope'
import type { StoreView } from '../../common/site/store'
import { migrationsFolder } from '../db/migrate'
import { languages, sites, stores } from '../db/schema'
import { seedShop } from '../db/seed/shop'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let englishStore: number
let otherSiteStore: number

async function languageId(code2: string): Promise<number> {
  const [row] = await runtime.database.db.select({ id: languages.id }).from(languages).where(eq(languages.code2, code2))
  return row!.id
}

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
  const { db } = runtime.database
  await seedShop(db, { siteId: runtime.site.id, mediaDir: runtime.config.mediaDir })
  const [english] = await db.insert(stores).values({ siteId: runtime.site.id, languageId: await languageId('en'), name: 'Test EN' }).returning()
  englishStore = english!.id
  const [other] = await db.insert(sites).values({ name: 'Drugi', hosts: ['drugi.example'], apiKeyToken: 'drugi-store-test' }).returning()
  const [otherStore] = await db.insert(stores).values({ siteId: other!.id, languageId: await languageId('hr'), name: 'Drugi', isDefault: true }).returning()
  otherSiteStore = otherStore!.id
})
afterAll(() => runtime.dispose())

const product = async (query: string) => {
  const response = await app.request(`/api/v1/product/web/get?slug=modularna-sofa-sava${query}`)
  return { status: response.status, body: await readJson<Envelope<ProductDetail>>(response) }
}

describe('§3 Store (storeID, language)', () => {
  it('a site has one default store in its default language, and settings/commons lists its stores', async () => {
    const response = await app.request('/api/v1/settings/commons?type=stores')
    const listed = (await readJson<Envelope<StoreView[]>>(response)).data!
    expect(listed[0]).toEqual({ storeID: expect.any(Number), language: 'hr', name: 'Test', isDefault: true })
    expect(listed.map((store) => store.storeID)).toEqual([listed[0]!.storeID, englishStore])
    expect(listed.map((store) => store.storeID)).not.toContain(otherSiteStore)
  })

  it('product/web/get answers in the named store’s language; 0 is the default store; no store keeps the request’s language', async () => {
    const english = await product(`&store=${englishStore}`)
    const asked = await product('&language=en')
    expect(english.status).toBe(200)
    expect(english.body.data!.name).toBe(asked.body.data!.name)
    const croatian = await product('')
    expect(croatian.body.data!.name).not.toBe(english.body.data!.name)
    expect((await product('&store=0&language=en')).body.data!.name).toBe(croatian.body.data!.name)
    expect((await product('&language=en')).body.data!.name).toBe(english.body.data!.name)
  })

  it('a store of another site or one that does not exist is 404 STORE_NOT_FOUND; a store that is not a number is 400', async () => {
    for (const store of [otherSiteStore, 2_000_000]) {
      const refused = await product(`&store=${store}`)
      expect(refused.status).toBe(404)
      expect(refused.body).toMatchObject({ errored: true, code: 'STORE_NOT_FOUND' })
    }
    expect((await product('&store=glavni')).status).toBe(400)
    expect((await product('&store=-1')).status).toBe(400)
  })

  it('document/filter/web and comment/getOptions take the store too, and refuse another site’s', async () => {
    const documents = (store: number) =>
      app.request('/api/v1/document/filter/web', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ store }) })
    expect((await documents(0)).status).toBe(200)
    expect((await documents(englishStore)).status).toBe(200)
    const refused = await documents(otherSiteStore)
    expect(refused.status).toBe(404)
    expect(await readJson(refused)).toMatchObject({ errored: true, code: 'STORE_NOT_FOUND' })
    expect((await app.request(`/api/v1/cms/comment/getOptions?store_id=${englishStore}`)).status).toBe(200)
    expect((await app.request(`/api/v1/cms/comment/getOptions?store_id=${otherSiteStore}`)).status).toBe(404)
  })
})

describe('migration 0029: an existing install gets its default store', () => {
  it('one default store per site, in the site’s DefaultLanguage', async () => {
    const { db } = runtime.database
    await db.execute(sql`DELETE FROM stores`)
    await db.execute(sql`INSERT INTO site_options (site_id, key, value) SELECT id, 'DefaultLanguage', '"de"'::jsonb FROM sites WHERE name = 'Drugi'`)
    const migration = await fs.readFile(path.join(migrationsFolder, '0029_stores.sql'), 'utf8')
    const [insert] = migration.split('--> statement-breakpoint').slice(-1)
    await db.execute(sql.raw(insert!))
    const rows = await db
      .select({ site: sites.name, language: languages.code2, isDefault: stores.isDefault })
      .from(stores)
      .innerJoin(sites, eq(sites.id, stores.siteId))
      .innerJoin(languages, eq(languages.id, stores.languageId))
      .orderBy(sites.id)
    expect(rows).toEqual([
      { site: 'Test', language: 'hr', isDefault: true },
      { site: 'Drugi', language: 'de', isDefault: true },
    ])
  })
})
