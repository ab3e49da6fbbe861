import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Envelope } from '../../common/http/envelope'
import { MAX_PUBLIC_UPLOAD_REQUEST_BYTES, MAX_UPLOAD_BYTES } from '../../common/media/upload-limits'
import { createApp } from '../app'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, makeUser } from '../users/test-helpers'

/**
 * Issue 25 point 5: uploads stream to disk with a cap per file (10 MB) and per request (a
 * visitor's 20 MB, an editor's 201 MB); an announced body over the cap is refused before it is
 * read, a streamed one as soon as it passes it.
 */
let runtime: TestRuntime
let app: ReturnType<typeof createApp>
let server: ServerType
let port: number
let editor: Record<string, string>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createApp({ runtime })
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
  })
  port = (server.address() as AddressInfo).port
  const user = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
  editor = bearer((await apiLogin(app, user.email, user.password)).accessToken)
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await runtime.dispose()
})
beforeEach(() => resetMemoryRateLimits())

const BOUNDARY = 'izlog-test-boundary-7MA4YWxkTrZu0gW'
const CHUNK = 256 * 1024
const MB = 1024 * 1024

/**
 * A multipart body of PDF-looking files of the given sizes, made chunk by chunk as it is read;
 * `read.bytes` counts what was taken (the request may take a few chunks ahead of the server).
 */
function streamedForm(files: { name: string; size: number }[], read: { bytes: number }): ReadableStream<Uint8Array> {
  function* pieces(): Generator<Buffer> {
    for (const file of files) {
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`)
      for (let left = file.size - 9; left > 0; left -= CHUNK) yield Buffer.alloc(Math.min(CHUNK, left), 0x20)
      yield Buffer.from('\r\n')
    }
    yield Buffer.from(`--${BOUNDARY}--\r\n`)
  }
  const source = pieces()
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = source.next()
      if (next.done) return controller.close()
      read.bytes += next.value.length
      controller.enqueue(new Uint8Array(next.value))
    },
  })
}

const send = (url: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  app.request(url, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers }, body, duplex: 'half' } as RequestInit)

const leftovers = async () => fs.readdir(path.join(runtime.config.dataDir, 'upload-tmp')).catch(() => [])

describe('uploads stream to disk within their caps', () => {
  it('a visitor’s body announced over 20 MB is refused with 413 before any of it is read (over HTTP)', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v2/media/upload/public',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(30 * MB) },
      })
      request.on('response', (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (text: string) => (body += text))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      request.on('error', reject)
      // The headers only: a server that waited for the 30 MB would never answer.
      request.flushHeaders()
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'UPLOAD_TOO_LARGE', message: 'Zahtjev je prevelik (najviše 20 MB)' })
  })

  it('a visitor’s streamed body without Content-Length is refused with 413 once it passes 20 MB, and no more is read', async () => {
    const read = { bytes: 0 }
    // Three files of 9 MB: each within the file cap, 27 MB together.
    const response = await send('/api/v2/media/upload/public', streamedForm([1, 2, 3].map((n) => ({ name: `dio-${n}.pdf`, size: 9 * MB })), read))
    expect(response.status).toBe(413)
    expect(await readJson<Envelope<null>>(response)).toMatchObject({ code: 'UPLOAD_TOO_LARGE', message: 'Zahtjev je prevelik (najviše 20 MB)' })
    expect(read.bytes).toBeLessThanOrEqual(MAX_PUBLIC_UPLOAD_REQUEST_BYTES + 4 * CHUNK)
    expect(await leftovers()).toEqual([])
  })

  it('a file passing 10 MB is refused by name as it arrives, for a visitor and for an editor', async () => {
    for (const [url, headers, message] of [
      ['/api/v2/media/upload/public', {}, 'Datoteka velika.pdf je veća od 10 MB'],
      ['/api/v2/media/upload', editor, 'Datoteka velika.pdf je veća od 10 MB'],
    ] as const) {
      const read = { bytes: 0 }
      const response = await send(url, streamedForm([{ name: 'velika.pdf', size: 15 * MB }], read), headers)
      expect(response.status, url).toBe(413)
      expect(await readJson<Envelope<null>>(response)).toMatchObject({ message })
      expect(read.bytes, url).toBeLessThanOrEqual(MAX_UPLOAD_BYTES + 4 * CHUNK)
    }
    expect(await leftovers()).toEqual([])
  })

  it('an editor’s body announced over 201 MB is refused before it is read', async () => {
    const read = { bytes: 0 }
    const response = await send('/api/v2/media/upload', streamedForm([{ name: 'a.pdf', size: 4 * MB }], read), { ...editor, 'content-length': String(300 * MB) })
    expect(response.status).toBe(413)
    expect(read.bytes).toBeLessThanOrEqual(CHUNK)
  })

  it('files within the caps are kept, streamed or not, and nothing stays in the temporary folder', async () => {
    const read = { bytes: 0 }
    const response = await send('/api/v2/media/upload/public', streamedForm([{ name: 'prvi.pdf', size: 3 * MB }, { name: 'drugi.pdf', size: 1000 }], read))
    expect(response.status).toBe(200)
    const records = (await readJson<Envelope<{ records: { token: string; name: string; size: number }[] }>>(response)).data!.records
    expect(records.map((record) => [record.name, record.size])).toEqual([
      ['prvi.pdf', 3 * MB],
      ['drugi.pdf', 1000],
    ])
    const kept = await fs.stat(path.join(runtime.config.dataDir, 'public-uploads', `${records[0]!.token}.pdf`))
    expect(kept.size).toBe(3 * MB)
    expect(await leftovers()).toEqual([])
  })

  it('a PDF whose script hides behind name escapes is refused through the upload', async () => {
    const form = new FormData()
    const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'
    form.append('file', new File([pdf], 'racun.pdf', { type: 'application/pdf' }))
    const response = await app.request('/api/v2/media/upload/public', { method: 'POST', body: form })
    expect(response.status).toBe(400)
    expect(await readJson<Envelope<null>>(response)).toMatchObject({ code: 'UPLOAD_UNSAFE', message: 'Datoteka racun.pdf sadrži skriptu ili HTML i nije prihvaćena' })
  })
})
