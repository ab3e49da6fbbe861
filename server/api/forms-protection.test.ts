import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formSubmissions } from '../db/schema'
import type { FormRow } from '../forms'
import { queuedMailsTo, saveEveryTypeForm, startFakeSiteverify } from '../forms/test-helpers'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let form: FormRow
let confirmingForm: FormRow
let siteverify: Awaited<ReturnType<typeof startFakeSiteverify>>
let ipCounter = 0
const freshIp = () => ({ 'x-forwarded-for': `203.0.113.${++ipCounter}` })

type Answer = { errored: boolean; code?: string; message?: string; data: { id: number; needsConfirmation: boolean } | null }

beforeAll(async () => {
  runtime = await createTestRuntime({ trustProxy: true, publicUrl: 'https://vrtovi-save.example' })
  app = createTestApp(runtime)
  form = await saveEveryTypeForm(runtime, { handle: 'upit' })
  confirmingForm = await saveEveryTypeForm(runtime, { handle: 'potvrda', requiresEmailConfirmation: true })
  siteverify = await startFakeSiteverify('tajni-kljuc')
})
afterAll(async () => {
  await siteverify.close()
  await runtime.dispose()
})

const store = (formId: number, email: string, extra: Record<string, unknown> = {}) =>
  app.request('/api/v1/cms/form/storeData', jsonRequest('POST', { id: formId, data: { name: 'Ana', email, interest: 'ured' }, ...extra }, freshIp()))

describe('reCAPTCHA v2 against a local siteverify', () => {
  beforeAll(() => {
    runtime.config.recaptcha = { siteKey: 'javni-kljuc', secretKey: 'tajni-kljuc', verifyUrl: siteverify.url }
  })
  afterAll(() => {
    runtime.config.recaptcha = null
  })

  it('tells the site to run the invisible v2 widget', async () => {
    const view = await readJson<{ data: { recaptcha: unknown } }>(await app.request('/api/v1/cms/form/get/upit'))
    expect(view.data.recaptcha).toEqual({ siteKey: 'javni-kljuc', version: 2, size: 'invisible' })
  })

  it('answers 400 recaptchaMissing without a token', async () => {
    const response = await store(form.id, 'bez-tokena@example.hr')
    expect(response.status).toBe(400)
    expect(await readJson<Answer>(response)).toMatchObject({ code: 'RECAPTCHA_MISSING', message: 'Provjera reCAPTCHA nije poslana. Pokušajte ponovno.' })
  })

  it('refuses a token siteverify refuses (error-codes) and one solved on another host', async () => {
    const refused = await store(form.id, 'los-token@example.hr', { recaptchaKey: 'javni-kljuc', recaptchaResponse: 'bad' })
    expect(refused.status).toBe(400)
    expect((await readJson<Answer>(refused)).code).toBe('RECAPTCHA_FAILED')
    const elsewhere = await store(form.id, 'drugi-host@example.hr', { recaptchaResponse: 'elsewhere' })
    expect(elsewhere.status).toBe(400)
  })

  it('stores the submission when siteverify says success, sending secret, response and the IP', async () => {
    const response = await store(form.id, 'covjek@example.hr', { recaptchaKey: 'javni-kljuc', recaptchaResponse: 'good' })
    expect(response.status).toBe(201)
    const call = siteverify.calls.at(-1)
    expect(call?.get('secret')).toBe('tajni-kljuc')
    expect(call?.get('response')).toBe('good')
    expect(call?.get('remoteip')).toMatch(/^203\.0\.113\.\d+$/)
  })

  it('answers 503 (try again) when siteverify cannot be reached', async () => {
    runtime.config.recaptcha = { siteKey: 'javni-kljuc', secretKey: 'tajni-kljuc', verifyUrl: 'http://127.0.0.1:9/siteverify' }
    const response = await store(form.id, 'nedostupno@example.hr', { recaptchaResponse: 'good' })
    expect(response.status).toBe(503)
    expect((await readJson<Answer>(response)).code).toBe('RECAPTCHA_UNAVAILABLE')
    runtime.config.recaptcha = { siteKey: 'javni-kljuc', secretKey: 'tajni-kljuc', verifyUrl: siteverify.url }
  })

  it('guards contact/contactAdmin the same way', async () => {
    const body = { name: 'Iva', email: 'iva@example.hr', message: 'Dobar dan' }
    expect((await app.request('/api/v1/cms/contact/contactAdmin', jsonRequest('POST', body, freshIp()))).status).toBe(400)
    expect((await app.request('/api/v1/cms/contact/contactAdmin', jsonRequest('POST', { ...body, recaptchaResponse: 'good' }, freshIp()))).status).toBe(201)
  })
})

describe('form/confirmEmail', () => {
  it('mails the sender a single-use link; the owner hears only after it is followed', async () => {
    const response = await store(confirmingForm.id, 'potvrdi@example.hr')
    expect(response.status).toBe(201)
    const { data } = await readJson<Answer>(response)
    expect(data?.needsConfirmation).toBe(true)
    const ownerMails = async () =>
      (await queuedMailsTo(runtime, 'vlasnik@example.hr')).filter((m) => (m.payload.vars as { submissionId?: number }).submissionId === data!.id)
    expect(await ownerMails()).toHaveLength(0)
    const [mail] = await queuedMailsTo(runtime, 'potvrdi@example.hr')
    expect(mail?.payload.template).toBe('form.confirm')
    const link = new URL(String((mail?.payload.vars as { confirmUrl: string }).confirmUrl))
    expect(link.origin).toBe('https://vrtovi-save.example')
    const confirmed = await app.request(`${link.pathname}${link.search}`)
    expect(confirmed.status).toBe(302)
    expect(confirmed.headers.get('location')).toBe('/potvrdi-email?goalType=message&goal=forms.confirmed&confirmedEmail=potvrdi%40example.hr')
    const [row] = await runtime.database.db.select().from(formSubmissions).where(eq(formSubmissions.id, data!.id))
    expect(row).toMatchObject({ confirmed: true, confirmTokenHash: null })
    expect(await ownerMails()).toHaveLength(1)
    const again = await app.request(`${link.pathname}${link.search}`)
    expect(again.headers.get('location')).toContain('goal=forms.invalidLink')
    expect(await ownerMails()).toHaveLength(1)
    const bad = await app.request('/api/v1/cms/form/confirmEmail', jsonRequest('POST', { token: 'x'.repeat(30) }))
    expect(bad.status).toBe(400)
  })
})

describe('submissions in the back office', () => {
  it('refuses visitors (401) and shoppers (403); lists server-paged for content editors', async () => {
    expect((await app.request(`/api/v1/backoffice/forms/submissions?form=${form.id}`)).status).toBe(401)
    const shopper = await makeUser(runtime)
    const shopperTokens = await apiLogin(app, shopper.email, shopper.password)
    expect((await app.request(`/api/v1/backoffice/forms/submissions?form=${form.id}`, { headers: bearer(shopperTokens.accessToken) })).status).toBe(403)
    expect((await app.request(`/api/v1/backoffice/forms/submissions/export?form=${form.id}`, { headers: bearer(shopperTokens.accessToken) })).status).toBe(403)
    const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
    const { accessToken } = await apiLogin(app, editor.email, editor.password)
    const page = await readJson<{ data: { records: { values: Record<string, string> }[]; pagination: { total: number; perPage: number; lastPage: number }; columns: { label: string }[] } }>(
      await app.request(`/api/v1/backoffice/forms/submissions?form=${form.id}&perPage=1`, { headers: bearer(accessToken) }),
    )
    expect(page.data.pagination.perPage).toBe(1)
    expect(page.data.records).toHaveLength(1)
    expect(page.data.pagination.lastPage).toBe(page.data.pagination.total)
    expect(page.data.columns.map((c) => c.label)).toContain('Zanima me')
    expect(page.data.records[0]?.values.interest).toBe('Opcija ured')
    expect((await app.request('/api/v1/backoffice/forms/submissions?form=abc', { headers: bearer(accessToken) })).status).toBe(400)
  })

  it('exports a spreadsheet-safe CSV with a BOM', async () => {
    await store(form.id, 'formula@example.hr', { recaptchaResponse: 'good' })
    await app.request('/api/v1/cms/form/storeData', jsonRequest('POST', { id: form.id, data: { name: '=HYPERLINK("http://x")', email: 'csv@example.hr', interest: 'stan' } }, freshIp()))
    const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
    const { accessToken } = await apiLogin(app, editor.email, editor.password)
    const response = await app.request(`/api/v1/backoffice/forms/submissions/export?form=${form.id}`, { headers: bearer(accessToken) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = new TextDecoder().decode(bytes)
    expect(csv.startsWith('"id","received_at","Ime","E-pošta"')).toBe(true)
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`)
    const contact = await app.request('/api/v1/backoffice/forms/submissions/export?form=contact', { headers: bearer(accessToken) })
    expect(await contact.text()).toContain('"Iva"')
  })
})
