import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope, ListResult } from '../../common/http/envelope'
import type { MediaOptions } from '../../common/media/media-drive'
import type { MediaItem } from '../../common/media/media-item'
import { auditLog, pages } from '../db/schema'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let editorAuth: Record<string, string>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
  const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
  editorAuth = bearer((await apiLogin(app, editor.email, editor.password)).accessToken)
})
afterAll(() => runtime.dispose())

const png = (color: string) => sharp({ create: { width: 640, height: 480, channels: 3, background: color } }).png().toBuffer()

async function upload(files: { name: string; body: Buffer; type: string }[], headers = editorAuth) {
  const form = new FormData()
  for (const file of files) form.append('file', new File([new Uint8Array(file.body)], file.name, { type: file.type }))
  const response = await app.request('/api/v2/media/upload', { method: 'POST', body: form, headers })
  return { status: response.status, body: await readJson<Envelope<{ records: MediaItem[] }>>(response) }
}

describe('media library calls', () => {
  it('answer 401 without a login and 403 to a shopper or a backoffice user without the content scope', async () => {
    const shopper = await makeUser(runtime)
    const catalogOnly = await makeUser(runtime, { isBackofficeUser: true, scopes: ['catalog'] })
    const requests: [string, RequestInit][] = [
      ['/api/v1/media/filterStandard', { method: 'GET' }],
      ['/api/v1/media/update/1', jsonRequest('PATCH', { title: 'x' })],
      ['/api/v1/media/usage/1', { method: 'GET' }],
      ['/api/v1/media/directoryItem/delete', jsonRequest('DELETE', { targetIds: [1] })],
    ]
    for (const user of [shopper, catalogOnly]) {
      const auth = bearer((await apiLogin(app, user.email, user.password)).accessToken)
      for (const [path, init] of requests) {
        expect((await app.request(path, { ...init, headers: { ...(init.headers as Record<string, string>) } })).status, path).toBe(401)
        const response = await app.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), ...auth } })
        expect(response.status, path).toBe(403)
      }
      expect((await upload([{ name: 'a.png', body: await png('#123456'), type: 'image/png' }], auth)).status).toBe(403)
    }
  })

  it('stores an image with its renditions, once per content, and lists, searches and filters it', async () => {
    const body = await png('#2a7d6f')
    const first = await upload([{ name: 'Zelena fasada.png', body, type: 'image/png' }])
    expect(first.status).toBe(200)
    const item = first.body.data!.records[0]!
    expect(item).toMatchObject({ title: 'Zelena fasada', media_type: 'image', mime: 'image/webp' })
    expect(Object.keys(item.view!.variants)).toEqual(expect.arrayContaining(['thumbnail', 'w480']))
    // §3 descriptor names (ADR 066): the site's one drive, the URL's own path, public, the content hash.
    const [drive] = (await readJson<Envelope<MediaOptions>>(await app.request('/api/v1/media/option/filter', { headers: editorAuth }))).data!.drives
    expect(item).toMatchObject({ driveId: drive!.id, access: 'public', hash: expect.stringMatching(/^[0-9a-f]{16}$/) })
    expect(item.media_url.endsWith(`/${item.path}`)).toBe(true)
    const again = await upload([{ name: 'kopija.png', body, type: 'image/png' }])
    expect(again.body.data?.records[0]?.id).toBe(item.id)

    const list = async (query: string) =>
      (await readJson<Envelope<ListResult<MediaItem>>>(await app.request(`/api/v1/media/filterStandard?${query}`, { headers: editorAuth }))).data!
    expect((await list('search=fasada')).records.map((record) => record.id)).toEqual([item.id])
    expect((await list('type=document')).records).toEqual([])
    expect((await list('type=image')).pagination.total).toBe(1)
  })

  it('refuses an 11 MB file, HTML named .png, an SVG with script and a polyglot, with their messages', async () => {
    const cases: [{ name: string; body: Buffer; type: string }, number, string][] = [
      [{ name: 'velik.pdf', body: Buffer.alloc(11 * 1024 * 1024, 0x25), type: 'application/pdf' }, 413, 'Datoteka velik.pdf je veća od 10 MB'],
      [{ name: 'lazna.png', body: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png' }, 400, 'Datoteka lazna.png sadrži skriptu ili HTML i nije prihvaćena'],
      [{ name: 'crtez.svg', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), type: 'image/svg+xml' }, 400, 'Datoteka crtez.svg sadrži skriptu ili HTML i nije prihvaćena'],
      [{ name: 'poliglot.png', body: Buffer.concat([await png('#000000'), Buffer.from('<script>alert(1)</script>')]), type: 'image/png' }, 400, 'Datoteka poliglot.png sadrži skriptu ili HTML i nije prihvaćena'],
      [{ name: 'tekst.pdf', body: Buffer.from('obični tekst'), type: 'application/pdf' }, 400, 'Datoteka tekst.pdf nije PDF, JPG, PNG, WebP ni AVIF'],
    ]
    for (const [file, status, message] of cases) {
      const result = await upload([file])
      expect(result.status, file.name).toBe(status)
      expect(result.body).toMatchObject({ errored: true, message })
    }
    const tooMany = await upload(Array.from({ length: 21 }, (_, index) => ({ name: `${index}.pdf`, body: Buffer.from('%PDF-1.4\n%%EOF'), type: 'application/pdf' })))
    expect(tooMany.body).toMatchObject({ code: 'TOO_MANY_FILES', message: 'Odjednom se može prenijeti najviše 20 datoteka' })
  })

  it('edits texts, names the pages that use an item before it is deleted, and audits each step', async () => {
    const item = (await upload([{ name: 'plava.png', body: await png('#1d3557'), type: 'image/png' }])).body.data!.records[0]!
    const updated = await app.request(`/api/v1/media/update/${item.id}`, jsonRequest('PATCH', { title: 'Plava', alt: 'Plavo nebo', caption: 'Nebo nad Savom' }, editorAuth))
    expect((await readJson<Envelope<MediaItem>>(updated)).data).toMatchObject({ title: 'Plava', alt: 'Plavo nebo', caption: 'Nebo nad Savom' })
    await runtime.database.db.insert(pages).values({
      siteId: runtime.site.id,
      locale: 'hr',
      slug: 'nebo',
      title: 'Nebo',
      status: 'published',
      sections: [{ id: 's1', handler: 'text-image', parts: { heading: 'Nebo', image: { mediaId: item.id } }, options: {}, mobileOptions: {}, meta: {} }],
    })
    const usage = await readJson<Envelope<{ pages: { slug: string }[] }>>(await app.request(`/api/v1/media/usage/${item.id}`, { headers: editorAuth }))
    expect(usage.data?.pages.map((page) => page.slug)).toEqual(['nebo'])
    const deleted = await app.request('/api/v1/media/directoryItem/delete', jsonRequest('DELETE', { targetIds: [item.id] }, editorAuth))
    expect((await readJson<Envelope<{ deleted: number }>>(deleted)).data).toEqual({ deleted: 1 })
    const actions = await runtime.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(item.id)))
    expect(actions.map((row) => row.action)).toEqual(['media.upload', 'media.update', 'media.delete'])
    expect(actions[1]).toMatchObject({ before: { title: 'plava' }, after: { title: 'Plava' } })
  })

  it('stores a focal point and renders it as object-position wherever the image is shown; refuses one off the image', async () => {
    const item = (await upload([{ name: 'krov.png', body: await png('#2a7d6f'), type: 'image/png' }])).body.data!.records[0]!
    expect(item.focal).toEqual({ x: 50, y: 50 })
    expect(item.view?.focus).toBeUndefined()
    const patch = (focal: unknown) => app.request(`/api/v1/media/update/${item.id}`, jsonRequest('PATCH', { title: 'Krov', focal }, editorAuth))
    for (const focal of [{ x: 101, y: 10 }, { x: -1, y: 10 }, { x: 10.5, y: 10 }, { x: '30', y: 70 }]) expect((await patch(focal)).status, JSON.stringify(focal)).toBe(400)
    const updated = await readJson<Envelope<MediaItem>>(await patch({ x: 30, y: 70 }))
    expect(updated.data).toMatchObject({ focal: { x: 30, y: 70 }, view: { focus: '30% 70%' } })
    // Saving the texts alone keeps the focal point.
    const texts = await readJson<Envelope<MediaItem>>(await app.request(`/api/v1/media/update/${item.id}`, jsonRequest('PATCH', { title: 'Krov 2' }, editorAuth)))
    expect(texts.data?.focal).toEqual({ x: 30, y: 70 })

    // Pages get it with the media they refer to.
    const refs = await app.request('/api/v1/cms/page/refs', jsonRequest('POST', { language: 'hr', sections: [{ parts: { image: { mediaId: item.id } } }] }, editorAuth))
    expect((await readJson<Envelope<{ media: Record<string, { focus?: string }> }>>(refs)).data?.media[item.id]?.focus).toBe('30% 70%')
    const [audit] = await runtime.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(item.id))).orderBy(auditLog.id).offset(1).limit(1)
    expect(audit).toMatchObject({ action: 'media.update', before: { focal: { x: 50, y: 50 } }, after: { focal: { x: 30, y: 70 } } })
  })
})
