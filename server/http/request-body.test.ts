import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import type { AppEnv } from './hono-env'
import { jsonNestingDepth, MAX_JSON_DEPTH, pageFormGuard, requestBodyLimit } from './request-body'

/** Issue 12 §10: bodies are limited before parsing (413), JSON nesting is limited (400). */
let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())

const filter = (body: BodyInit, headers: Record<string, string> = {}) =>
  app.request('/api/v1/product/web/filter', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit)

describe('request body limit', () => {
  it('answers 413 in the envelope for a JSON body over 1 MB announced by Content-Length', async () => {
    const body = `{"keywords":"${'a'.repeat(2 * 1024 * 1024)}"}`
    const response = await filter(body, { 'content-length': String(body.length) })
    expect(response.status).toBe(413)
    expect(await readJson(response)).toMatchObject({
      errored: true,
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Zahtjev je prevelik (najviše 1 MB)',
    })
  })

  it('stops reading a streamed body without Content-Length once it passes the limit', async () => {
    let sent = 0
    const chunk = new TextEncoder().encode('['.repeat(64 * 1024))
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length
        // 50 MB if nobody stops reading.
        if (sent > 50 * 1024 * 1024) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const response = await filter(stream)
    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(2 * 1024 * 1024)
  })

  it('lets a route that takes uploads name its own limit', async () => {
    const limited = new Hono<AppEnv>()
      .use(requestBodyLimit({ maxSize: 10, routeLimits: [{ prefix: '/upload', maxSize: 100 }] }))
      .post('*', (c) => c.text('ok'))
    const send = (path: string, size: number) => limited.request(path, { method: 'POST', body: 'x'.repeat(size), headers: { 'content-length': String(size) } })
    expect((await send('/upload', 50)).status).toBe(200)
    expect((await send('/upload', 150)).status).toBe(413)
    expect((await send('/api/x', 50)).status).toBe(413)
  })
})

describe('JSON nesting depth', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonNestingDepth('{"a":[1,{"b":"[[[[{{"}]}')).toBe(3)
    expect(jsonNestingDepth('"\\"[["')).toBe(0)
  })

  it(`refuses JSON deeper than ${MAX_JSON_DEPTH} levels with 400 before parsing it`, async () => {
    const deep = `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`
    const response = await filter(`{"select":${deep}}`)
    expect(response.status).toBe(400)
    expect(await readJson(response)).toMatchObject({ code: 'JSON_TOO_DEEP', message: 'JSON je preduboko ugniježđen (najveća dopuštena dubina: 32)' })
    const shallow = await filter('{"select":[[1]]}')
    expect(await readJson(shallow)).toMatchObject({ code: 'VALIDATION_FAILED' })
  })
})

describe('page form posts', () => {
  const pages = new Hono<AppEnv>().use(pageFormGuard).post('*', async (c) => c.text(String((await c.req.formData()).get('a'))))

  it('pass a real form through, still readable by the action', async () => {
    const response = await pages.request('/prijava', { method: 'POST', body: new URLSearchParams({ a: 'b' }) })
    expect(await response.text()).toBe('b')
  })

  it('answer 415 for a body that is not a form and 400 for a broken multipart body', async () => {
    const json = await pages.request('/prijava', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(json.status).toBe(415)
    const broken = await pages.request('/prijava', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'garbage' })
    expect(broken.status).toBe(400)
  })
})
