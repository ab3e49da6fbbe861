import fs from 'node:fs/promises'
import path from 'node:path'
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UploadTicket } from '../../common/media/bucket-upload'
import type { Envelope } from '../../common/http/envelope'
import type { MediaItem } from '../../common/media/media-item'
import { MAX_UPLOAD_BYTES } from '../../common/media/upload-limits'
import { media } from '../db/schema'
import { readMediaS3Config, type MediaS3Config } from '../media/media-s3-config'
import { setMediaDelivery } from '../media/media-service'
import { localMediaStorage } from '../media/media-storage'
import type { PublicUpload } from '../media/public-upload-service'
import { mediaS3Client } from '../media/s3-client'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { startLocalS3, type LocalS3 } from '../testing/local-s3'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let s3: LocalS3
let s3Config: MediaS3Config
let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let editorAuth: Record<string, string>

beforeAll(async () => {
  s3 = await startLocalS3()
  s3Config = readMediaS3Config(s3.env)!
  runtime = await createTestRuntime({ mediaS3: s3Config })
  app = createTestApp(runtime)
  resetMemoryRateLimits()
  const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
  editorAuth = bearer((await apiLogin(app, editor.email, editor.password)).accessToken)
})
afterAll(async () => {
  await runtime.dispose()
  await s3.close()
  // Later files of this worker build media URLs for their own (local) runtimes.
  setMediaDelivery(localMediaStorage(''))
})

const png = (color: string, width = 1000, height = 800) => sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer()

async function call<T>(route: string, body: unknown, headers: Record<string, string> = editorAuth) {
  const response = await app.request(`/api/v1/media/file/${route}`, jsonRequest('POST', body, headers))
  return { status: response.status, body: await readJson<Envelope<T>>(response) }
}

async function ticketFor(fileName: string, contentType: string, size: number, route = 'getUploadUrl', headers = editorAuth) {
  const answer = await call<UploadTicket>(route, { fileName, contentType, size }, headers)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.data!
}

/** The browser's half: the bytes go straight to the bucket, not through the site. */
async function putTo(ticket: UploadTicket, body: Buffer) {
  const response = await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(body) })
  expect(response.status, await response.text()).toBe(200)
}

const objectStatus = async (key: string) => (await fetch(`${s3Config.publicUrl}/${key}`)).status

describe('direct uploads to the media bucket', () => {
  it('signs a PUT, takes the object into the library with its renditions on the bucket, and deletes the incoming object', async () => {
    const body = await png('#2a7d6f')
    const ticket = await ticketFor('Zelena Fasada.PNG', 'image/png', body.length)
    expect(ticket).toMatchObject({ method: 'PUT', expiresIn: 900, headers: { 'Content-Type': 'image/png' } })
    expect(ticket.key).toMatch(/^incoming\/[0-9a-f-]{36}\/zelena-fasada\.png$/)
    expect(Date.parse(ticket.expiresAt) - Date.now()).toBeGreaterThan(890_000)
    await putTo(ticket, body)
    expect(await objectStatus(ticket.key)).toBe(200)

    const taken = await call<MediaItem>('addFromBucket', { key: ticket.key, fileName: 'Zelena Fasada.PNG' })
    expect(taken.status, JSON.stringify(taken.body)).toBe(200)
    const item = taken.body.data!
    expect(item).toMatchObject({ title: 'Zelena Fasada', media_type: 'image', mime: 'image/webp' })
    expect(item.media_url.startsWith(`${s3Config.publicUrl}/`)).toBe(true)
    const [row] = await runtime.database.db.select().from(media).where(eq(media.id, item.id))
    expect(row).toMatchObject({ siteId: runtime.site.id, mime: 'image/webp', width: 1000, height: 800 })

    // Every URL the item names is served from the bucket's public URL, AVIF included only when written.
    const urls = [item.media_url, ...Object.values(item.view!.variants).flatMap((formats) => Object.values(formats))]
    expect(urls.length).toBeGreaterThan(3)
    for (const url of urls) {
      expect(url.startsWith(`${s3Config.publicUrl}/`), url).toBe(true)
      const served = await fetch(url)
      expect(served.status, url).toBe(200)
      expect(served.headers.get('content-type'), url).toBe('image/webp')
    }
    expect(await objectStatus(ticket.key)).toBe(404)
    // The site's own /media/ path leads to the bucket.
    const local = await app.request(`/media/${row!.path}`)
    expect(local.status).toBe(301)
    expect(local.headers.get('location')).toBe(item.media_url)
    // Taken once: the key is gone.
    const again = await call('addFromBucket', { key: ticket.key })
    expect(again.status).toBe(404)
    expect(again.body).toMatchObject({ code: 'OBJECT_NOT_FOUND', message: 'Datoteka zelena-fasada.png nije prenesena u spremište ili je istekla' })
  })

  it('refuses a disallowed type or a size above 10 MB before signing anything', async () => {
    const svg = await call('getUploadUrl', { fileName: 'logo.svg', contentType: 'image/svg+xml', size: 300 })
    expect(svg.status).toBe(400)
    expect(svg.body).toMatchObject({ code: 'UPLOAD_BADTYPE', message: 'Datoteka logo.svg nije PDF, JPG, PNG, WebP ni AVIF' })
    const html = await call('getUploadUrl', { fileName: 'a.html', contentType: 'text/html', size: 300 })
    expect(html.status).toBe(400)
    const large = await call('getUploadUrl', { fileName: 'velika.jpg', contentType: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })
    expect(large.status).toBe(413)
    expect(large.body).toMatchObject({ code: 'UPLOAD_TOOLARGE', message: 'Datoteka velika.jpg je veća od 10 MB' })
  })

  it('judges the object by its bytes: SVG, HTML as PNG, a polyglot and an oversized object are refused and deleted', async () => {
    const real = await png('#123456', 64, 64)
    const refusals: { name: string; body: Buffer; code: string; status: number }[] = [
      { name: 'logo.png', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), code: 'UPLOAD_UNSAFE', status: 400 },
      { name: 'slika.png', body: Buffer.from('<html><body><script>alert(1)</script></body></html>'), code: 'UPLOAD_UNSAFE', status: 400 },
      { name: 'poliglot.png', body: Buffer.concat([real, Buffer.from('<script>alert(1)</script>')]), code: 'UPLOAD_UNSAFE', status: 400 },
    ]
    for (const refusal of refusals) {
      const ticket = await ticketFor(refusal.name, 'image/png', refusal.body.length)
      await putTo(ticket, refusal.body)
      const answer = await call('addFromBucket', { key: ticket.key })
      expect(answer.status, refusal.name).toBe(refusal.status)
      expect(answer.body, refusal.name).toMatchObject({ code: refusal.code, message: `Datoteka ${refusal.name} sadrži skriptu ili HTML i nije prihvaćena` })
      expect(await objectStatus(ticket.key), refusal.name).toBe(404)
    }

    // A client that declared a small file and stored a large one (here with the keys, past the signed URL).
    const ticket = await ticketFor('velika.png', 'image/png', 1000)
    await mediaS3Client(s3Config).send(new PutObjectCommand({ Bucket: s3Config.bucket, Key: ticket.key, Body: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1) }))
    const large = await call('addFromBucket', { key: ticket.key })
    expect(large.status).toBe(413)
    expect(large.body).toMatchObject({ code: 'UPLOAD_TOOLARGE', message: 'Datoteka velika.png je veća od 10 MB' })
    expect(await objectStatus(ticket.key)).toBe(404)
    expect(await runtime.database.db.select().from(media).where(eq(media.siteId, runtime.site.id))).toHaveLength(1)
  })

  it('takes only keys it issued: unknown keys answer 404, keys outside incoming/ are refused', async () => {
    const unknown = await call('addFromBucket', { key: 'incoming/0b6f9c3e-4a5d-4e7f-8a9b-0c1d2e3f4a5b/nikad.png' })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ code: 'OBJECT_NOT_FOUND' })
    // A media file already in the library is not "incoming": never taken (and so never deleted).
    const [row] = await runtime.database.db.select().from(media).limit(1)
    for (const key of [row!.path, 'incoming/../' + row!.path, 'other/0b6f9c3e-4a5d-4e7f-8a9b-0c1d2e3f4a5b/a.png', '']) {
      const outside = await call('addFromBucket', { key })
      expect(outside.status, key).toBe(400)
      expect(outside.body, key).toMatchObject({ code: 'VALIDATION_FAILED' })
    }
    expect(await objectStatus(row!.path)).toBe(200)
  })

  it('answers 401 without a login and 403 to a shopper or a backoffice user without the content scope', async () => {
    const calls: [string, unknown][] = [
      ['getUploadUrl', { fileName: 'a.png', contentType: 'image/png', size: 10 }],
      ['addFromBucket', { key: 'incoming/0b6f9c3e-4a5d-4e7f-8a9b-0c1d2e3f4a5b/a.png' }],
    ]
    const shopper = await makeUser(runtime)
    const catalogOnly = await makeUser(runtime, { isBackofficeUser: true, scopes: ['catalog'] })
    for (const [route, body] of calls) {
      expect((await call(route, body, {})).status, route).toBe(401)
      for (const user of [shopper, catalogOnly]) {
        const auth = bearer((await apiLogin(app, user.email, user.password)).accessToken)
        const answer = await call(route, body, auth)
        expect(answer.status, route).toBe(403)
        expect(answer.body).toMatchObject({ code: 'FORBIDDEN' })
      }
    }
  })

  it('lets a visitor upload under incoming/public/ and keeps the file aside by token, never in the library', async () => {
    const body = await png('#aa3344', 200, 150)
    const ticket = await ticketFor('Račun.png', 'image/png', body.length, 'getUploadUrlPublic', {})
    expect(ticket.key).toMatch(/^incoming\/public\/[0-9a-f-]{36}\/racun\.png$/)
    await putTo(ticket, body)
    // An editor's key is not a visitor's to claim.
    const editorTicket = await ticketFor('x.png', 'image/png', body.length)
    expect((await call('addFromBucketPublic', { key: editorTicket.key }, {})).status).toBe(400)

    const mediaBefore = await runtime.database.db.select().from(media)
    const taken = await call<PublicUpload>('addFromBucketPublic', { key: ticket.key }, {})
    expect(taken.status, JSON.stringify(taken.body)).toBe(200)
    expect(taken.body.data).toMatchObject({ name: 'racun.png', mime: 'image/png', size: body.length })
    const kept = await fs.readFile(path.join(runtime.config.dataDir, 'public-uploads', `${taken.body.data!.token}.png`))
    expect(kept.equals(body)).toBe(true)
    expect(await runtime.database.db.select().from(media)).toEqual(mediaBefore)
    expect(await objectStatus(ticket.key)).toBe(404)

    const html = Buffer.from('<html><script>alert(1)</script></html>')
    const bad = await ticketFor('forma.png', 'image/png', html.length, 'getUploadUrlPublic', {})
    await putTo(bad, html)
    const refused = await call('addFromBucketPublic', { key: bad.key }, {})
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'UPLOAD_UNSAFE', message: 'Datoteka forma.png sadrži skriptu ili HTML i nije prihvaćena' })
    expect(await objectStatus(bad.key)).toBe(404)
  })

  it('counts a visitor\'s direct uploads against the public upload limit (429)', async () => {
    resetMemoryRateLimits()
    for (let n = 0; n < 30; n += 1) expect((await call('getUploadUrlPublic', { fileName: 'a.png', contentType: 'image/png', size: 10 }, {})).status).toBe(200)
    expect((await call('getUploadUrlPublic', { fileName: 'a.png', contentType: 'image/png', size: 10 }, {})).status).toBe(429)
    resetMemoryRateLimits()
  })
})

describe('without a media bucket', () => {
  it('answers 404 BUCKET_NOT_CONFIGURED with a translated message on every file/* call', async () => {
    const plain = await createTestRuntime()
    try {
      const plainApp = createTestApp(plain)
      const editor = await makeUser(plain, { isBackofficeUser: true, scopes: ['content'] })
      const auth = bearer((await apiLogin(plainApp, editor.email, editor.password)).accessToken)
      const key = 'incoming/0b6f9c3e-4a5d-4e7f-8a9b-0c1d2e3f4a5b/a.png'
      for (const [route, body] of [
        ['getUploadUrl', { fileName: 'a.png', contentType: 'image/png', size: 10 }],
        ['addFromBucket', { key }],
        ['getUploadUrlPublic', { fileName: 'a.png', contentType: 'image/png', size: 10 }],
        ['addFromBucketPublic', { key: key.replace('incoming/', 'incoming/public/') }],
      ] as const) {
        const response = await plainApp.request(`/api/v1/media/file/${route}`, jsonRequest('POST', body, { ...auth, 'accept-language': 'en' }))
        expect(response.status, route).toBe(404)
        expect(await readJson(response), route).toMatchObject({ code: 'BUCKET_NOT_CONFIGURED' })
      }
      const hr = await plainApp.request('/api/v1/media/file/getUploadUrl', jsonRequest('POST', {}, auth))
      expect(await readJson(hr)).toMatchObject({ message: 'Izravni prijenos u spremište nije uključen na ovoj stranici' })
    } finally {
      await plain.dispose()
    }
  })
})
