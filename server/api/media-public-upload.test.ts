import fs from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope } from '../../common/http/envelope'
import { media } from '../db/schema'
import type { PublicUpload } from '../media/public-upload-service'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
  resetMemoryRateLimits()
})
afterAll(() => runtime.dispose())

const pdf = (n: number) => ({ name: `prilog-${n}.pdf`, body: Buffer.from(`%PDF-1.4\n% ${n}\n%%EOF`), type: 'application/pdf' })

async function upload(files: { name: string; body: Buffer; type: string }[]) {
  const form = new FormData()
  for (const file of files) form.append('file', new File([new Uint8Array(file.body)], file.name, { type: file.type }))
  const response = await app.request('/api/v2/media/upload/public', { method: 'POST', body: form })
  return { status: response.status, body: await readJson<Envelope<{ records: PublicUpload[] }>>(response) }
}

describe('public uploads (§9: at most 10 files per request)', () => {
  it('refuses 11 files with the spec message and takes 10, kept outside the served media and the library', async () => {
    const tooMany = await upload(Array.from({ length: 11 }, (_, n) => pdf(n)))
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toMatchObject({ code: 'TOO_MANY_FILES', message: 'Odjednom se može prenijeti najviše 10 datoteka' })

    const ten = await upload(Array.from({ length: 10 }, (_, n) => pdf(n)))
    expect(ten.status).toBe(200)
    const records = ten.body.data!.records
    expect(records).toHaveLength(10)
    expect(records[0]).toMatchObject({ name: 'prilog-0.pdf', mime: 'application/pdf' })
    const stored = await fs.readdir(path.join(runtime.config.dataDir, 'public-uploads'))
    expect(stored.sort()).toEqual(records.map((record) => `${record.token}.pdf`).sort())
    expect(path.join(runtime.config.dataDir, 'public-uploads').startsWith(runtime.config.mediaDir)).toBe(false)
    expect(await runtime.database.db.select().from(media)).toEqual([])
  })

  it('judges each file by its content: HTML named .png is refused with its name', async () => {
    const refused = await upload([pdf(1), { name: 'slika.png', body: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png' }])
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'UPLOAD_UNSAFE', message: 'Datoteka slika.png sadrži skriptu ili HTML i nije prihvaćena' })
  })

  it('counts requests per IP: past 30 an hour the answer is 429', async () => {
    resetMemoryRateLimits()
    for (let n = 0; n < 30; n += 1) expect((await upload([pdf(n)])).status).toBe(200)
    const limited = await upload([pdf(99)])
    expect(limited.status).toBe(429)
  })
})
