import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope } from '../../common/http/envelope'
import type { SectionData } from '../../common/cms/section'
import { seedCmsFixture } from '../cms/cms-fixtures.test-helpers'
import { auditLog, pages } from '../db/schema'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

interface EditorPayload {
  page: { id: number; version: number; title: string; hasDraft: boolean; status: string; sections: SectionData[] }
}

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let editorAuth: Record<string, string>
let aboutId: number

beforeAll(async () => {
  runtime = await createTestRuntime()
  await seedCmsFixture(runtime.database.db, runtime.site.id)
  app = createTestApp(runtime)
  const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
  editorAuth = bearer((await apiLogin(app, editor.email, editor.password)).accessToken)
  const [about] = await runtime.database.db.select().from(pages).where(and(eq(pages.slug, 'o-projektu'), eq(pages.locale, 'hr')))
  aboutId = about!.id
})
afterAll(() => runtime.dispose())

const text = (html: string): SectionData[] => [{ id: 's1', handler: 'rich-text', parts: { html }, options: {}, mobileOptions: {}, meta: {} }]

async function call<T = EditorPayload>(method: string, path: string, body?: unknown, headers = editorAuth) {
  const response = await app.request(`/api/v1/cms${path}`, body === undefined ? { method, headers } : jsonRequest(method, body, headers))
  return { status: response.status, body: await readJson<Envelope<T>>(response) }
}

const publicHtml = async () => {
  const { body } = await call<{ page: { sections: SectionData[] } }>('GET', '/page/get?slug=o-projektu&language=hr', undefined, {})
  return body.data?.page.sections[0]?.parts.html
}

async function editable() {
  const { body } = await call('GET', '/page/editable?slug=o-projektu&language=hr')
  return body.data!.page
}

describe('edit-mode page calls', () => {
  const calls = (id: number): [string, string, unknown?][] => [
    ['GET', '/page/editable?slug=o-projektu&language=hr'],
    ['PUT', `/page/${id}/draft`, { version: 1, title: 'X', sections: [] }],
    ['POST', `/page/${id}/publish`, { version: 1 }],
    ['POST', `/page/${id}/discard`, { version: 1 }],
    ['GET', `/page/${id}/revisions`],
    ['GET', `/page/${id}/revisions/1`],
    ['POST', `/page/${id}/revisions/1/restore`, { version: 1 }],
    ['POST', '/page/create', { title: 'Nova', slug: 'nova-stranica', language: 'hr' }],
    ['GET', '/page/list?language=hr'],
    ['GET', '/navigation/editable/main?language=hr'],
    ['PUT', '/navigation/editable/main?language=hr', { items: [] }],
    ['POST', '/page/refs', { language: 'hr', sections: [] }],
    ['PUT', '/element/update', { handler: 'header-section', language: 'hr', parts: { brandName: 'X' } }],
    ['GET', '/link/search?kind=page&language=hr'],
  ]

  it('answer 401 without a login and 403 to a shopper or a backoffice user without the content scope', async () => {
    const shopper = await makeUser(runtime)
    const settingsOnly = await makeUser(runtime, { isBackofficeUser: true, scopes: ['settings', 'catalog'] })
    const forbidden = [
      bearer((await apiLogin(app, shopper.email, shopper.password)).accessToken),
      bearer((await apiLogin(app, settingsOnly.email, settingsOnly.password)).accessToken),
    ]
    for (const [method, path, body] of calls(aboutId)) {
      expect((await call(method, path, body, {})).status, `${method} ${path}`).toBe(401)
      for (const headers of forbidden) {
        const { status, body: answer } = await call(method, path, body, headers)
        expect(status, `${method} ${path}`).toBe(403)
        expect(answer).toMatchObject({ message: 'Nemate ovlasti za ovu radnju' })
      }
    }
    expect((await editable()).version).toBe(1)
  })

  it('keeps a draft from visitors until it is published, with an audit row for each step', async () => {
    const start = await editable()
    const saved = await call('PUT', `/page/${aboutId}/draft`, { version: start.version, title: 'O projektu', sections: text('<p>Nacrt <strong>novi</strong><script>alert(1)</script></p>') })
    expect(saved.status).toBe(200)
    expect(saved.body.data?.page).toMatchObject({ version: start.version + 1, hasDraft: true })
    // Sanitised on the server before it is stored.
    expect(saved.body.data?.page.sections[0]?.parts.html).toBe('<p>Nacrt <strong>novi</strong></p>')
    expect(await publicHtml()).toBe('<p>O nama</p>')
    const visitor = await call<{ page: Record<string, unknown> }>('GET', '/page/get?slug=o-projektu&language=hr', undefined, {})
    expect(visitor.body.data?.page).not.toHaveProperty('draft')

    const published = await call('POST', `/page/${aboutId}/publish`, { version: start.version + 1 })
    expect(published.body.data?.page).toMatchObject({ hasDraft: false, status: 'published' })
    expect(await publicHtml()).toBe('<p>Nacrt <strong>novi</strong></p>')

    const actions = await runtime.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'page'), eq(auditLog.entityId, String(aboutId))))
    expect(actions.map((row) => row.action)).toEqual(['page.draft.save', 'page.publish'])
    expect(actions[0]?.before).toMatchObject({ sections: text('<p>O nama</p>') })
    expect(actions[0]?.userEmail).toMatch(/@example\.hr$/)
  })

  it('keeps every publish as a revision that can be restored into the draft and published again', async () => {
    const { body } = await call<{ id: number; version: number }[]>('GET', `/page/${aboutId}/revisions`)
    // The first publish also kept the content it replaced.
    expect(body.data).toHaveLength(2)
    const original = body.data![1]!
    const revision = await call<{ sections: SectionData[] }>('GET', `/page/${aboutId}/revisions/${original.id}`)
    expect(revision.body.data?.sections).toEqual(text('<p>O nama</p>'))
    const current = await editable()
    const restored = await call('POST', `/page/${aboutId}/revisions/${original.id}/restore`, { version: current.version })
    expect(restored.body.data?.page).toMatchObject({ hasDraft: true, sections: text('<p>O nama</p>') })
    expect(await publicHtml()).toBe('<p>Nacrt <strong>novi</strong></p>')
    await call('POST', `/page/${aboutId}/publish`, { version: current.version + 1 })
    expect(await publicHtml()).toBe('<p>O nama</p>')
  })

  it('refuses the second save of a stale version, also when both arrive at once', async () => {
    const { version } = await editable()
    const results = await Promise.all(
      ['<p>Prvi</p>', '<p>Drugi</p>'].map((html) => call('PUT', `/page/${aboutId}/draft`, { version, title: 'O projektu', sections: text(html) })),
    )
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
    const refused = results.find((result) => result.status === 409)!
    expect(refused.body).toMatchObject({ code: 'PAGE_VERSION_CONFLICT', message: expect.stringContaining('drugi urednik') })
    const winner = results.find((result) => result.status === 200)!
    expect((await editable()).sections).toEqual(winner.body.data?.page.sections)
  })

  it('discards a draft and answers 400 for invalid sections, 404 for an unknown page', async () => {
    const { version } = await editable()
    const discarded = await call('POST', `/page/${aboutId}/discard`, { version })
    expect(discarded.body.data?.page).toMatchObject({ hasDraft: false, sections: text('<p>O nama</p>') })
    const invalid = await call('PUT', `/page/${aboutId}/draft`, { version: version + 1, title: 'O projektu', sections: [{ id: 'x', handler: 'nope', parts: {} }] })
    expect(invalid.status).toBe(400)
    expect(invalid.body).toMatchObject({ code: 'INVALID_SECTION' })
    expect((await call('POST', '/page/999999/publish', { version: 1 })).status).toBe(404)
    expect((await call('POST', '/page/abc/publish', { version: 1 })).status).toBe(400)
  })
})

describe('POST /page/refs', () => {
  it('resolves the links of unsaved sections for the preview', async () => {
    const [about] = await runtime.database.db.select().from(pages).where(eq(pages.id, aboutId))
    const sections = [{ parts: { cta: { link: { kind: 'page', group: about!.translationGroup } }, other: { link: { kind: 'url', href: 'https://example.org/' } } } }]
    const { body } = await call<{ links: Record<string, string | null> }>('POST', '/page/refs', { language: 'hr', sections })
    expect(Object.values(body.data!.links).sort()).toEqual(['/o-projektu', 'https://example.org/'])
  })
})

describe('POST /page/create', () => {
  it('applies the §5 slug rules and keeps slugs unique per language', async () => {
    const short = await call('POST', '/page/create', { title: 'Kratko', slug: 'abc', language: 'hr' })
    expect(short.status).toBe(400)
    expect(short.body).toMatchObject({ fields: { slug: 'Slug mora imati najmanje 4 znaka' } })
    const format = await call('POST', '/page/create', { title: 'Loše', slug: 'Loš slug', language: 'hr' })
    expect(format.body).toMatchObject({ fields: { slug: 'Slug smije sadržavati samo mala slova, brojke i crtice' } })
    const taken = await call('POST', '/page/create', { title: 'Opet', slug: 'o-projektu', language: 'hr' })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ message: 'Stranica s tim slugom već postoji na ovom jeziku' })
  })

  it('creates an unpublished page, optionally as a translation of another', async () => {
    const created = await call<{ page: { id: number; status: string; translationGroup: string } }>('POST', '/page/create', { title: 'Über', slug: 'ueber-das-projekt', language: 'de', translationOf: aboutId })
    expect(created.status).toBe(200)
    expect(created.body.data?.page.status).toBe('draft')
    const [about] = await runtime.database.db.select().from(pages).where(eq(pages.id, aboutId))
    expect(created.body.data?.page.translationGroup).toBe(about!.translationGroup)
    const again = await call('POST', '/page/create', { title: 'Über 2', slug: 'ueber-zwei', language: 'de', translationOf: aboutId })
    expect(again.status).toBe(409)
    // Visitors do not see it until it is published.
    expect((await call('GET', '/page/get?slug=ueber-das-projekt&language=de', undefined, {})).status).toBe(404)
  })
})

describe('navigation editing', () => {
  it('replaces the menu tree of one language at once, keeps it within three levels, audits it', async () => {
    const { body } = await call<{ items: { title: string; children: { title: string }[] }[] }>('GET', '/navigation/editable/main?language=hr')
    const items = body.data!.items
    expect(items.map((item) => item.title)).toEqual(['Početna', 'O projektu', 'Skica'])
    const renamed = [{ ...items[1]!, title: 'Projekt' }, items[0]!, items[2]!]
    const saved = await call<{ items: { title: string }[] }>('PUT', '/navigation/editable/main?language=hr', { items: renamed })
    expect(saved.status).toBe(200)
    expect(saved.body.data?.items.map((item) => item.title)).toEqual(['Projekt', 'Početna', 'Skica'])
    const publicTree = await call<{ title: string }[]>('GET', '/navigation/tree/main?language=hr', undefined, {})
    expect(publicTree.body.data?.[0]?.title).toBe('Projekt')
    const link = { kind: 'url', href: 'https://example.org/' }
    const tooDeep = [{ title: '1', link, children: [{ title: '2', link, children: [{ title: '3', link, children: [{ title: '4', link, children: [] }] }] }] }]
    expect((await call('PUT', '/navigation/editable/main?language=hr', { items: tooDeep })).status).toBe(400)
    const [row] = await runtime.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'navigation'))
    expect(row).toMatchObject({ action: 'navigation.update', entityId: 'main:hr' })
  })
})

describe('PUT /element/update', () => {
  it('updates or creates a layout element of one language, validated, sanitised and audited', async () => {
    const updated = await call<{ parts: { brandName: string } }>('PUT', '/element/update', { handler: 'header-section', language: 'hr', parts: { brandName: 'Vrtovi', tagline: 'Uz rijeku' } })
    expect(updated.body.data?.parts).toEqual({ brandName: 'Vrtovi', tagline: 'Uz rijeku' })
    const created = await call<{ parts: { richTextAreas: string[] } }>('PUT', '/element/update', { handler: 'footer-section', language: 'de', parts: { richTextAreas: ['<p>Hallo<script>x()</script></p>'] } })
    expect(created.body.data?.parts.richTextAreas).toEqual(['<p>Hallo</p>'])
    expect((await call('PUT', '/element/update', { handler: 'header-section', language: 'hr', parts: { brandName: '' } })).status).toBe(400)
    const publicHeader = await call<{ parts: { brandName: string } }[]>('GET', '/element/getByHandlers?handlers=header-section&language=hr', undefined, {})
    expect(publicHeader.body.data?.[0]?.parts.brandName).toBe('Vrtovi')
    const rows = await runtime.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'element'))
    expect(rows.map((row) => row.action).sort()).toEqual(['element.create', 'element.update'])
  })
})
