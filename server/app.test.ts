import fs from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from './testing/test-app'
import { createTestRuntime, type TestRuntime } from './testing/test-database'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  runtime = await createTestRuntime({ isProduction: true })
  app = createTestApp(runtime)
  await fs.mkdir(path.join(runtime.config.mediaDir, 'ab'), { recursive: true })
  await fs.writeFile(path.join(runtime.config.mediaDir, 'ab', 'x.webp'), 'webp-bytes')
  await fs.writeFile(path.join(runtime.config.dataDir, 'secret.txt'), 'secret')
})
afterAll(() => runtime.dispose())

describe('media files', () => {
  it('serves a file with an immutable cache header', async () => {
    const response = await app.request('/media/ab/x.webp')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toContain('immutable')
  })

  it('never serves anything outside the media folder', async () => {
    for (const attempt of ['/media/../secret.txt', '/media/%2e%2e/secret.txt', '/media/ab/%2e%2e/%2e%2e/secret.txt']) {
      const response = await app.request(attempt)
      expect(response.status, attempt).toBe(404)
      expect(await response.text()).not.toContain('secret')
    }
  })
})

describe('security headers', () => {
  it('sets a nonce-based CSP and the usual hardening headers', async () => {
    const response = await app.request('/api/v1/settings/commons?type=languages')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/)
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'")
    expect(csp).toContain("frame-ancestors 'self'")
    // The editor's phone preview frames the site's own pages, nobody else's.
    expect(csp).toMatch(/frame-src 'self' https:\/\/www.youtube-nocookie.com(;|$)/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('uses a new nonce for every response', async () => {
    const nonce = async () => /nonce-([^']+)/.exec((await app.request('/api/nope')).headers.get('content-security-policy') ?? '')?.[1]
    expect(await nonce()).not.toBe(await nonce())
  })
})

describe('home page language (§4: route, then cookie, then browser language)', () => {
  const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
  const home = (headers: Record<string, string>) => app.request('/', { headers: { 'user-agent': browser, ...headers } })

  it('sends a German browser from / to /de', async () => {
    const response = await home({ 'accept-language': 'de-DE,de;q=0.9' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/de')
  })

  it('lets the locale cookie win over the browser language', async () => {
    const response = await home({ 'accept-language': 'de-DE', cookie: 'izlog_locale=en' })
    expect(response.headers.get('location')).toBe('/en')
  })

  it('keeps Croatian visitors and search engines on /', async () => {
    expect((await home({ cookie: 'izlog_locale=hr', 'accept-language': 'de' })).status).not.toBe(302)
    const bot = await app.request('/', { headers: { 'user-agent': 'Googlebot/2.1', 'accept-language': 'de' } })
    expect(bot.status).not.toBe(302)
  })
})

describe('dev-only /_cli calls (§7)', () => {
  it('answer 404 in a build without the version badge', async () => {
    const productionApp = createTestApp({ ...runtime, config: { ...runtime.config, showVersionBadge: false } })
    expect((await productionApp.request('/_cli/get-latest-tag')).status).toBe(404)
  })

  it('read the project changelog where the badge is shown', async () => {
    const devRuntime = { ...runtime, config: { ...runtime.config, isProduction: false, showVersionBadge: true } }
    const devApp = createTestApp(devRuntime)
    const tag = await devApp.request('/_cli/get-latest-tag')
    expect(tag.status).toBe(200)
    expect(await tag.json()).toMatch(/^\d+\.\d+\.\d+$/)
    const releases = await devApp.request('/_cli/get-latest-release', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ gitlabProjectId: null, gitlabBranch: 'main' }),
    })
    expect(Array.isArray(await releases.json())).toBe(true)
  })
})
