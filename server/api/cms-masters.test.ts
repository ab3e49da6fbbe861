import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SectionData } from '../../common/cms/section'
import type { Envelope } from '../../common/http/envelope'
import { seedCmsFixture } from '../cms/cms-fixtures.test-helpers'
import { auditLog, pages } from '../db/schema'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let editorAuth: Record<string, string>
const ids: Record<'home' | 'about', number> = { home: 0, about: 0 }
const slugs = { home: 'pocetna', about: 'o-projektu' } as const

beforeAll(async () => {
  runtime = await createTestRuntime()
  await seedCmsFixture(runtime.database.db, runtime.site.id)
  app = createTestApp(runtime)
  const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
  editorAuth = bearer((await apiLogin(app, editor.email, editor.password)).accessToken)
  for (const key of ['home', 'about'] as const) {
    const [page] = await runtime.database.db.select().from(pages).where(and(eq(pages.slug, slugs[key]), eq(pages.locale, 'hr')))
    ids[key] = page!.id
  }
})
afterAll(() => runtime.dispose())

async function call<T>(method: string, path: string, body?: unknown, headers = editorAuth) {
  const response = await app.request(`/api/v1/cms${path}`, body === undefined ? { method, headers } : jsonRequest(method, body, headers))
  return { status: response.status, body: await readJson<Envelope<T>>(response) }
}

type PagePayload = { page: { version: number; sections: SectionData[] } }
const banner = (html: string, masterId?: number): SectionData => ({
  id: 'banner',
  handler: 'rich-text',
  parts: { html },
  options: {},
  mobileOptions: {},
  meta: masterId ? { label: 'Akcija', masterId } : { label: 'Akcija' },
})

const editable = async (key: 'home' | 'about') => (await call<PagePayload>('GET', `/page/editable?slug=${slugs[key]}&language=hr`)).body.data!.page
const publicSections = async (key: 'home' | 'about') =>
  (await call<PagePayload>('GET', `/page/get?slug=${slugs[key]}&language=hr`, undefined, {})).body.data!.page.sections

async function saveAndPublish(key: 'home' | 'about', sections: SectionData[], publish = true) {
  const start = await editable(key)
  const saved = await call<PagePayload>('PUT', `/page/${ids[key]}/draft`, { version: start.version, title: key, sections })
  expect(saved.status).toBe(200)
  if (publish) expect((await call('POST', `/page/${ids[key]}/publish`, { version: saved.body.data!.page.version })).status).toBe(200)
}

describe('master components (§2 chose-master-component)', () => {
  it('answer 403 to a shopper and to a backoffice user without the content scope, 401 without a login', async () => {
    const shopper = await makeUser(runtime)
    const catalogOnly = await makeUser(runtime, { isBackofficeUser: true, scopes: ['catalog', 'settings'] })
    const forbidden = await Promise.all([shopper, catalogOnly].map(async (user) => bearer((await apiLogin(app, user.email, user.password)).accessToken)))
    const calls: [string, string, unknown?][] = [
      ['GET', '/master/list'],
      ['POST', '/master/create', { title: 'X', section: banner('<p>x</p>') }],
      ['GET', '/master/1/usage'],
      ['DELETE', '/master/1'],
    ]
    for (const [method, path, body] of calls) {
      expect((await call(method, path, body, {})).status, `${method} ${path}`).toBe(401)
      for (const headers of forbidden) expect((await call(method, path, body, headers)).status, `${method} ${path}`).toBe(403)
    }
    expect((await call<unknown[]>('GET', '/master/list')).body.data).toEqual([])
  })

  it('is saved once, shown on many pages, edited in one place and published to every page; deleting lists the pages', async () => {
    const created = await call<{ id: number; section: SectionData }>('POST', '/master/create', { title: 'Akcijski banner', section: banner('<p>Akcija do petka<script>x</script></p>') })
    expect(created.status).toBe(200)
    const masterId = created.body.data!.id
    expect(created.body.data!.section.parts.html).toBe('<p>Akcija do petka</p>')
    expect((await call<{ id: number; title: string }[]>('GET', '/master/list')).body.data).toMatchObject([{ id: masterId, title: 'Akcijski banner', handler: 'rich-text', hasDraft: false }])

    for (const key of ['home', 'about'] as const) await saveAndPublish(key, [banner('<p>Akcija do petka</p>', masterId)])

    // Edited on the home page: the draft changes the master for editors everywhere, not for visitors.
    await saveAndPublish('home', [banner('<p>Akcija do nedjelje</p>', masterId)], false)
    expect((await editable('about')).sections[0]?.parts.html).toBe('<p>Akcija do nedjelje</p>')
    expect((await publicSections('about'))[0]?.parts.html).toBe('<p>Akcija do petka</p>')

    // Published on the home page: the about page, never saved again, shows it too.
    const home = await editable('home')
    expect((await call('POST', `/page/${ids.home}/publish`, { version: home.version })).status).toBe(200)
    expect((await publicSections('about'))[0]?.parts.html).toBe('<p>Akcija do nedjelje</p>')
    expect((await publicSections('home'))[0]?.parts.html).toBe('<p>Akcija do nedjelje</p>')

    const usage = await call<{ slug: string }[]>('GET', `/master/${masterId}/usage`)
    expect(usage.body.data?.map((page) => page.slug).sort()).toEqual(['o-projektu', 'pocetna'])

    expect((await call('DELETE', `/master/${masterId}`)).status).toBe(200)
    expect((await call('DELETE', `/master/${masterId}`)).status).toBe(404)
    // The pages keep their own copy of the section.
    expect((await publicSections('about'))[0]?.parts.html).toBe('<p>Akcija do petka</p>')

    const audit = await runtime.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'sectionMaster'), eq(auditLog.entityId, String(masterId))))
    expect(audit.map((row) => row.action)).toEqual(['master.create', 'master.draft.save', 'master.publish', 'master.delete'])
    expect(audit[1]?.before).toMatchObject({ parts: { html: '<p>Akcija do petka</p>' } })
    expect(audit[1]?.after).toMatchObject({ parts: { html: '<p>Akcija do nedjelje</p>' } })
  })

  it('refuses an invalid section with 400', async () => {
    const refused = await call('POST', '/master/create', { title: 'Loš', section: { id: 'x', handler: 'gallery', parts: { images: [] }, options: {}, mobileOptions: {}, meta: {} } })
    expect(refused.status).toBe(400)
  })
})
