import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope } from '../../common/http/envelope'
import { localeTags, type Locale } from '../../common/i18n/locales'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())

describe('GET /api/v1/settings/commons', () => {
  it('lists the three languages with their 3- and 2-letter codes', async () => {
    const response = await app.request('/api/v1/settings/commons?type=languages')
    expect(response.status).toBe(200)
    const body = await readJson<Envelope<{ code: string; code2: string }[]>>(response)
    expect(body.errored).toBe(false)
    expect(body.data?.map((l) => [l.code, l.code2])).toEqual([
      ['hrv', 'hr'],
      ['eng', 'en'],
      ['deu', 'de'],
    ])
  })

  it('carries each language’s §3 Locale: iso tag, two-letter code equal to code2, the site’s domain (ADR 066)', async () => {
    const body = await readJson<Envelope<{ code2: string; locale: { iso: string; code: string; domain: string | null; file: null } }[]>>(
      await app.request('/api/v1/settings/commons?type=languages'),
    )
    for (const language of body.data!) expect(language.locale).toEqual({ iso: localeTags[language.code2 as Locale], code: language.code2, domain: runtime.site.hosts[0] ?? null, file: null })
    expect(body.data!.map((l) => l.locale.iso)).toEqual(['hr-HR', 'en-GB', 'de-DE'])
  })

  it('names countries in the requested language', async () => {
    const response = await app.request('/api/v1/settings/commons?type=countries&language=de')
    const body = await readJson<Envelope<{ iso: string; name: string }[]>>(response)
    expect(body.data?.find((c) => c.iso === 'HR')?.name).toBe('Kroatien')
  })

  it('answers 400 with a Croatian field message for an unknown type', async () => {
    const response = await app.request('/api/v1/settings/commons?type=planets')
    expect(response.status).toBe(400)
    const body = await readJson<Envelope<null>>(response)
    expect(body).toMatchObject({ errored: true, statusCode: 400, code: 'VALIDATION_FAILED', fields: { type: 'Neispravan unos' } })
  })
})

describe('POST /api/v2/settings/domainDetect', () => {
  const detect = (headers: Record<string, string> = {}) =>
    app.request('/api/v2/settings/domainDetect', { method: 'POST', headers: { referer: 'http://localhost:5173/kosarica', ...headers } })

  it('identifies the site from the Referer; anonymous callers and customers get no API key', async () => {
    const anonymous = await readJson<Envelope<{ apiKeyToken: string | null; siteID: number }>>(await detect())
    expect(anonymous.data).toEqual({ apiKeyToken: null, siteID: runtime.site.id, name: 'Test' })
    const customer = await makeUser(runtime)
    const tokens = await apiLogin(app, customer.email, customer.password)
    const asCustomer = await readJson<Envelope<{ apiKeyToken: string | null }>>(await detect(bearer(tokens.accessToken)))
    expect(asCustomer.data?.apiKeyToken).toBeNull()
  })

  it('gives the API key to a backoffice user', async () => {
    const admin = await makeUser(runtime, { isBackofficeUser: true, scopes: ['settings'] })
    const tokens = await apiLogin(app, admin.email, admin.password)
    const body = await readJson<Envelope<{ apiKeyToken: string | null }>>(await detect(bearer(tokens.accessToken)))
    expect(body.data?.apiKeyToken).toBe(runtime.site.apiKeyToken)
  })
})

describe('unknown API paths', () => {
  it('answer a JSON 404 envelope, not the HTML error page', async () => {
    const response = await app.request('/api/v1/nothing/here')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await readJson(response)).toMatchObject({ errored: true, code: 'NOT_FOUND' })
  })
})
