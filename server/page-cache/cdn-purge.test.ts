import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { createTestApp } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

/** ADR 023: purges also reach the CDN, POSTed to PAGE_CACHE_PURGE_URL (here a local HTTP server). */
let runtime: TestRuntime
let cdn: http.Server
const received: { tags: string[]; authorization: string | undefined }[] = []

beforeAll(async () => {
  cdn = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ tags: (JSON.parse(body) as { tags: string[] }).tags, authorization: request.headers.authorization })
      response.end('{}')
    })
  })
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve))
  const { port } = cdn.address() as AddressInfo
  const pageCache = loadConfig({ PAGE_CACHE_PURGE_URL: `http://127.0.0.1:${port}/purge`, PAGE_CACHE_PURGE_TOKEN: 'cdn-token' }).pageCache
  runtime = await createTestRuntime({ pageCache })
})
afterAll(async () => {
  await runtime.dispose()
  await new Promise((resolve) => cdn.close(resolve))
})

describe('CDN purge', () => {
  it('a backoffice save POSTs the tags it changed to the purge URL before it answers; a visitor read sends nothing', async () => {
    const app = createTestApp(runtime)
    const admin = await makeUser(runtime, { isBackofficeUser: true, scopes: ['settings'] })
    const auth = bearer((await apiLogin(app, admin.email, admin.password)).accessToken)
    received.length = 0
    await app.request('/api/v1/cms/option/getAll')
    expect(received).toEqual([])
    const saved = await app.request('/api/v1/cms/option/update', jsonRequest('PUT', { key: 'MaintenanceMode', value: false }, auth))
    expect(saved.status).toBe(200)
    expect(received.length).toBeGreaterThan(0)
    // A site option is on every page: the `options` tag every entry carries (ADR 023).
    expect(received.flatMap((purge) => purge.tags)).toEqual(['options'])
    expect(received.every((purge) => purge.authorization === 'Bearer cdn-token')).toBe(true)
  })

  it('a refused write purges nothing', async () => {
    const app = createTestApp(runtime)
    received.length = 0
    const refused = await app.request('/api/v1/cms/option/update', jsonRequest('PUT', { key: 'MaintenanceMode', value: true }))
    expect(refused.status).toBe(401)
    expect(received).toEqual([])
  })
})
