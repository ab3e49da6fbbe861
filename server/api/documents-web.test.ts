import { sql } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteDocumentView } from '../../common/documents/schemas'
import type { Envelope } from '../../common/http/envelope'
import { listAuditFor } from '../audit/audit-log'
import { resolveSectionRefs } from '../cms'
import { storeImage } from '../media/media-service'
import { storeDocument } from '../media/media-library-service'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let pdfMediaId: number
let imageMediaId: number
let editorAuth: Record<string, string>
let memberAuth: Record<string, string>
let customerAuth: Record<string, string>

async function smallPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.addPage([200, 200]).drawText(text, { x: 20, y: 100 })
  return Buffer.from(await doc.save())
}

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
  const { db } = runtime.database
  const siteId = runtime.site.id
  pdfMediaId = (await storeDocument(db, { siteId, mediaDir: runtime.config.mediaDir, buffer: await smallPdf('Cjenik'), title: 'cjenik' })).id
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2a7d6f' } }).png().toBuffer()
  imageMediaId = (await storeImage(db, { siteId, mediaDir: runtime.config.mediaDir, buffer: png, title: 'slika', alt: '' })).id
  const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
  editorAuth = bearer((await apiLogin(app, editor.email, editor.password)).accessToken)
  const member = await makeUser(runtime)
  memberAuth = bearer((await apiLogin(app, member.email, member.password)).accessToken)
  const other = await makeUser(runtime)
  customerAuth = bearer((await apiLogin(app, other.email, other.password)).accessToken)
}, 60_000)
afterAll(() => runtime.dispose())

const create = (body: unknown, auth = editorAuth) => app.request('/api/v1/document/create', jsonRequest('POST', body, auth))
const list = async (body: unknown, auth: Record<string, string> = {}) =>
  readJson<Envelope<{ records: SiteDocumentView[]; pagination: { total: number } }>>(await app.request('/api/v1/document/filter/web', jsonRequest('POST', body, auth)))
const download = (id: number | string, auth: Record<string, string> = {}) => app.request(`/api/v1/document/get/web/${id}`, { headers: auth })

describe('site documents', () => {
  let priceListId: number
  let plansId: number

  it('are created by content editors only, validated and audited', async () => {
    const priceList = { mediaId: pdfMediaId, category: 'stanovi', titles: { hr: 'Cjenik stanova', en: 'Price list' }, sortOrder: 10 }
    expect((await app.request('/api/v1/document/create', jsonRequest('POST', priceList))).status).toBe(401)
    expect((await create(priceList, customerAuth)).status).toBe(403)
    expect((await create({ ...priceList, category: 'Nije Slug' })).status).toBe(400)
    expect((await create({ ...priceList, titles: { en: 'Only English' } })).status).toBe(400)
    expect((await create({ ...priceList, visibility: 'secret' })).status).toBe(400)
    expect((await create({ ...priceList, mediaId: 999_999 })).status).toBe(400)
    const image = await create({ ...priceList, mediaId: imageMediaId })
    expect(image.status).toBe(400)
    expect((await readJson<{ message: string; fields: Record<string, string> }>(image)).fields.mediaId).toBe('Dokument mora biti PDF datoteka.')

    const created = await create(priceList)
    expect(created.status).toBe(201)
    const view = (await readJson<Envelope<SiteDocumentView>>(created)).data!
    expect(view).toMatchObject({ type: 'site', title: 'Cjenik stanova', visibility: 'public', mime: 'application/pdf', fileName: 'cjenik-stanova.pdf', url: `/api/v1/document/get/web/${view.id}` })
    expect(view.size).toBeGreaterThan(100)
    priceListId = view.id
    const plans = await create({ mediaId: pdfMediaId, category: 'stanovi', titles: { hr: 'Tlocrti zgrade B' }, visibility: 'members', sortOrder: 20 })
    plansId = (await readJson<Envelope<SiteDocumentView>>(plans)).data!.id
    await create({ mediaId: pdfMediaId, category: 'poslovni-prostori', titles: { hr: 'Cjenik lokala' } })

    const audit = await listAuditFor(runtime.database.db, { siteId: runtime.site.id, entityType: 'site_document', entityId: priceListId })
    expect(audit.map((row) => row.action)).toEqual(['document.create'])
  })

  it('draw their ids from the order documents sequence, so document/get/web/{id} never means two files', async () => {
    const result = (await runtime.database.db.execute(sql`SELECT last_value FROM order_documents_id_seq`)) as unknown as { rows: { last_value: number | string }[] }
    expect(Number(result.rows[0]!.last_value)).toBeGreaterThanOrEqual(plansId)
  })

  it('are listed publicly to everyone and members-only to logged-in members, by category', async () => {
    const anonymous = await list({ store: 0 })
    expect(anonymous.data!.records.map((d) => d.title)).toEqual(['Cjenik lokala', 'Cjenik stanova'])
    const member = await list({ pagination: { page: 1, limit: 20 } }, memberAuth)
    expect(member.data!.records.map((d) => d.title)).toEqual(['Cjenik lokala', 'Cjenik stanova', 'Tlocrti zgrade B'])
    const category = await list({ category: 'stanovi' }, memberAuth)
    expect(category.data!.records.map((d) => d.id)).toEqual([priceListId, plansId])
    const paged = await list({ category: 'stanovi', pagination: { page: 2, limit: 1 } }, memberAuth)
    expect(paged.data).toMatchObject({ records: [{ id: plansId }], pagination: { total: 2 } })
    const english = await readJson<Envelope<{ records: SiteDocumentView[] }>>(
      await app.request('/api/v1/document/filter/web?language=en', jsonRequest('POST', { category: 'stanovi' })),
    )
    expect(english.data!.records[0]).toMatchObject({ title: 'Price list', fileName: 'price-list.pdf' })
    expect((await app.request('/api/v1/document/filter/web', jsonRequest('POST', { category: '../x' }))).status).toBe(400)
  })

  it('download as PDF attachments; members-only ones need a login; unknown ids are 404', async () => {
    const response = await download(priceListId)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="cjenik-stanova.pdf"')
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')

    const locked = await download(plansId)
    expect(locked.status).toBe(401)
    expect((await readJson<{ message: string }>(locked)).message.length).toBeGreaterThan(0)
    const unlocked = await download(plansId, memberAuth)
    expect(unlocked.status).toBe(200)
    expect(unlocked.headers.get('content-disposition')).toBe('attachment; filename="tlocrti-zgrade-b.pdf"')
    expect(unlocked.headers.get('cache-control')).toBe('private, no-store')

    expect((await download(2_000_000)).status).toBe(404)
    expect((await download(2_000_000, memberAuth)).status).toBe(404)
    expect((await download('abc')).status).toBe(400)
    expect((await download('99999999999999')).status).toBe(400)
  })

  it('give a documents section the same list for every visitor', async () => {
    const content = [{ id: 's1', handler: 'documents', parts: { heading: 'Dokumenti', category: 'stanovi' }, options: {}, mobileOptions: {}, meta: {} }]
    const refs = await resolveSectionRefs(runtime.database.db, { siteId: runtime.site.id, locale: 'hr', homeSlug: 'pocetna', content })
    expect(refs.documents.stanovi!.map((d) => [d.title, d.visibility])).toEqual([
      ['Cjenik stanova', 'public'],
      ['Tlocrti zgrade B', 'members'],
    ])
  })

  it('are updated and deleted by editors, audited; a deleted one is gone', async () => {
    const update = (id: number | string, body: unknown, auth = editorAuth) => app.request(`/api/v1/document/update/${id}`, jsonRequest('PATCH', body, auth))
    expect((await update(priceListId, { visibility: 'members' }, customerAuth)).status).toBe(403)
    expect((await update(priceListId, { sortOrder: -1 })).status).toBe(400)
    expect((await update(2_000_000, { sortOrder: 1 })).status).toBe(404)
    const updated = await update(priceListId, { visibility: 'members', titles: { hr: 'Cjenik stanova 2027' } })
    expect(updated.status).toBe(200)
    expect((await readJson<Envelope<SiteDocumentView>>(updated)).data).toMatchObject({ visibility: 'members', fileName: 'cjenik-stanova-2027.pdf' })
    expect((await download(priceListId)).status).toBe(401)

    const remove = (id: number, auth = editorAuth) => app.request(`/api/v1/document/delete/${id}`, { method: 'DELETE', headers: auth })
    expect((await remove(priceListId, memberAuth)).status).toBe(403)
    expect((await remove(priceListId)).status).toBe(200)
    expect((await remove(priceListId)).status).toBe(404)
    expect((await download(priceListId, memberAuth)).status).toBe(404)
    const audit = await listAuditFor(runtime.database.db, { siteId: runtime.site.id, entityType: 'site_document', entityId: priceListId })
    expect(audit.map((row) => row.action)).toEqual(['document.delete', 'document.update', 'document.create'])
    expect(audit[1]!.before).toMatchObject({ visibility: 'public' })
    expect(audit[1]!.after).toMatchObject({ visibility: 'members' })
  })
})
