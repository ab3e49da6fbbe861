import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope } from '../../common/http/envelope'
import { consentLogPayloadSchema } from '../../common/consent/consent-log'
import { createConsentLog, listConsentLogs } from '../gdpr'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())

const bannerPayload = {
  status: 'accepted',
  statusTimestamp: '2026-11-22T10:15:00.000Z',
  sourceType: 'cookieBanner',
  consents: ['necessary', 'analytics'],
  textVersion: 'a1b2c3d4e5f60718',
  user: { userType: 'webUser' },
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return app.request('/api/v1/gdpr/web/consent/log/create', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function countLogs() {
  return (await listConsentLogs(runtime.database.db, { siteId: runtime.site.id, limit: 100 })).length
}

describe('consent log service', () => {
  it('stores the choice with a truncated address and de-duplicated consents', async () => {
    const payload = consentLogPayloadSchema.parse({ ...bannerPayload, consents: ['necessary', 'marketing', 'marketing'] })
    const row = await createConsentLog(runtime.database.db, payload, {
      siteId: runtime.site.id,
      locale: 'en',
      ip: '2001:db8:85a3:1234::8a2e:370:7334',
      userAgent: 'UnitTest/1.0',
    })
    expect(row).toMatchObject({
      status: 'accepted',
      sourceType: 'cookieBanner',
      consents: ['necessary', 'marketing'],
      textVersion: 'a1b2c3d4e5f60718',
      userType: 'webUser',
      locale: 'en',
      ipTruncated: '2001:db8:85a3::',
      userAgent: 'UnitTest/1.0',
    })
    expect(row.statusTimestamp.toISOString()).toBe('2026-11-22T10:15:00.000Z')
  })
})

describe('POST /api/v1/gdpr/web/consent/log/create', () => {
  it('logs a banner consent with categories, text version, IP /24, user agent and time', async () => {
    const before = await countLogs()
    // Behind two declared proxies (TRUST_PROXY=2) the address is the one the outer proxy saw (ADR 049).
    runtime.config.trustProxy = 2
    let response: Response
    try {
      response = await post(bannerPayload, { 'x-forwarded-for': '203.0.113.77, 10.0.0.1', 'user-agent': 'Mozilla/5.0 Test' })
    } finally {
      runtime.config.trustProxy = false
    }
    expect(response.status).toBe(201)
    const body = await readJson<Envelope<{ id: number; consents: string[] }>>(response)
    expect(body.errored).toBe(false)
    expect(body.data?.consents).toEqual(['necessary', 'analytics'])
    const [newest] = await listConsentLogs(runtime.database.db, { siteId: runtime.site.id, limit: 1 })
    expect(await countLogs()).toBe(before + 1)
    expect(newest).toMatchObject({
      id: body.data?.id,
      consents: ['necessary', 'analytics'],
      textVersion: 'a1b2c3d4e5f60718',
      ipTruncated: '203.0.113.0',
      userAgent: 'Mozilla/5.0 Test',
      email: null,
    })
    expect(newest?.createdAt).toBeInstanceOf(Date)
  })

  it('ignores X-Forwarded-For without TRUST_PROXY: a visitor cannot log a consent under another address', async () => {
    const response = await post(bannerPayload, { 'x-forwarded-for': '198.51.100.23' })
    expect(response.status).toBe(201)
    const [newest] = await listConsentLogs(runtime.database.db, { siteId: runtime.site.id, limit: 1 })
    expect(newest?.ipTruncated).not.toBe('198.51.100.0')
  })

  it('keeps an optional e-mail of the user, lower-cased', async () => {
    const response = await post({
      ...bannerPayload,
      sourceType: 'registration',
      consents: ['terms-1'],
      user: { userType: 'webUser', email: 'Ana@Example.hr' },
    })
    expect(response.status).toBe(201)
    const [newest] = await listConsentLogs(runtime.database.db, { siteId: runtime.site.id, limit: 1 })
    expect(newest?.email).toBe('ana@example.hr')
  })

  it.each([
    ['an unknown cookie category', { ...bannerPayload, consents: ['necessary', 'tracking'] }, 'consents'],
    ['a banner choice without the necessary category', { ...bannerPayload, consents: ['analytics'] }, 'consents'],
    ['a banner choice without the text version', { ...bannerPayload, textVersion: undefined }, 'textVersion'],
    ['a status other than accepted', { ...bannerPayload, status: 'maybe' }, 'status'],
    ['a user that is not a web user', { ...bannerPayload, user: { userType: 'admin' } }, 'user.userType'],
    ['a malformed e-mail', { ...bannerPayload, user: { userType: 'webUser', email: 'not-mail' } }, 'user.email'],
    ['a timestamp that is not ISO', { ...bannerPayload, statusTimestamp: 'yesterday' }, 'statusTimestamp'],
  ])('rejects %s with 400, a field message and stores nothing', async (_name, payload, field) => {
    const before = await countLogs()
    const response = await post(payload)
    expect(response.status).toBe(400)
    const body = await readJson<Envelope<null> & { fields?: Record<string, string> }>(response)
    expect(body).toMatchObject({ errored: true, statusCode: 400, code: 'VALIDATION_FAILED', message: 'Neispravan zahtjev' })
    expect(body.fields?.[field]).toBeTruthy()
    expect(await countLogs()).toBe(before)
  })

  it('rejects a body that is not JSON with 400 and stores nothing', async () => {
    const before = await countLogs()
    const response = await post('{not json')
    expect(response.status).toBe(400)
    expect(await readJson(response)).toMatchObject({ errored: true, code: 'INVALID_JSON' })
    expect(await countLogs()).toBe(before)
  })
})
