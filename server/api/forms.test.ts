import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formSubmissions } from '../db/schema'
import type { FormRow } from '../forms'
import { queuedMailsTo, saveEveryTypeForm } from '../forms/test-helpers'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { jsonRequest } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let form: FormRow
let ipCounter = 0
let mailCounter = 0
const freshIp = () => ({ 'x-forwarded-for': `198.51.100.${++ipCounter}` })
const freshEmail = () => `posiljatelj${++mailCounter}@example.hr`

type Answer = { errored: boolean; code?: string; message?: string; fields?: Record<string, string>; data: { id: number; needsConfirmation: boolean } | null }

beforeAll(async () => {
  runtime = await createTestRuntime({ trustProxy: true, publicUrl: 'https://vrtovi-save.example' })
  app = createTestApp(runtime)
  form = await saveEveryTypeForm(runtime, { handle: 'upit' })
})
afterAll(() => runtime.dispose())

const valid = () => ({ name: 'Ana Horvat', email: freshEmail(), interest: 'stan' })
const store = (data: Record<string, unknown>, extra: Record<string, unknown> = {}, headers = freshIp()) =>
  app.request('/api/v1/cms/form/storeData', jsonRequest('POST', { id: form.id, data, ...extra }, headers))

describe('form/filter and form/get', () => {
  it('lists the forms and gets one by id or handle, in the visitor language', async () => {
    const list = await readJson<{ data: { records: { handle: string; consentAssignment: string; recaptcha: unknown }[] } }>(await app.request('/api/v1/cms/form/filter'))
    expect(list.data.records.map((r) => r.handle)).toContain('upit')
    const byHandle = await app.request('/api/v1/cms/form/get/upit?language=en')
    const view = await readJson<{ data: { id: number; title: string; fields: { name: string; label: string }[]; consentAssignment: string; recaptcha: unknown } }>(byHandle)
    expect(view.data).toMatchObject({ id: form.id, title: 'Enquiry', consentAssignment: `form:${form.id}`, recaptcha: null })
    expect(view.data.fields.find((f) => f.name === 'interest')).toBeTruthy()
    expect((await app.request(`/api/v1/cms/form/get/${form.id}`)).status).toBe(200)
    const missing = await app.request('/api/v1/cms/form/get/999999')
    expect(missing.status).toBe(404)
    expect((await readJson<Answer>(missing)).message).toBe('Obrazac nije pronađen')
    expect((await app.request('/api/v1/cms/form/get/..%2Fetc')).status).toBe(400)
  })
})

describe('form/storeData validation (§5 messages, every field type)', () => {
  const cases: [string, unknown, string][] = [
    ['email', 'nije-adresa', 'Unesite uzorak adrese elektroničke pošte'],
    ['phone', 'abc', 'Unesite ispravan broj telefona'],
    ['interest', 'vila', 'Neispravan unos'],
    ['rooms', 9, 'Najveća dopuštena vrijednost je 5'],
    ['rooms', 0, 'Najmanja dopuštena vrijednost je 1'],
    ['rooms', 'tri', 'Neispravan unos'],
    ['extras', ['garaza', 'bazen'], 'Neispravan unos'],
    ['floor', '7', 'Neispravan unos'],
    ['colour', 'crna', 'Neispravan unos'],
    ['loan', 'mozda', 'Neispravan unos'],
    ['day', '2026-02-30', 'Unesite ispravan datum'],
    ['visit', '2026-12-01 10:00', 'Unesite ispravan datum i vrijeme'],
    ['name', 'x'.repeat(121), 'Maksimalan broj znakova za ovo polje je 120'],
  ]
  it.each(cases)('refuses a bad %s (%j) with its message', async (field, value, message) => {
    const response = await store({ ...valid(), [field]: value })
    expect(response.status).toBe(400)
    expect((await readJson<Answer>(response)).fields?.[field]).toBe(message)
  })

  it('asks for every required field with "Unos ovog polja je obavezan"', async () => {
    const response = await store({ name: '   ', interest: '' })
    const body = await readJson<Answer>(response)
    expect(response.status).toBe(400)
    expect(body.fields).toEqual({ name: 'Unos ovog polja je obavezan', email: 'Unos ovog polja je obavezan', interest: 'Unos ovog polja je obavezan' })
  })

  it('stores every type as its value type, drops unknown names, and queues the owner e-mail once', async () => {
    const data = {
      ...valid(),
      phone: '+385 91 555 0121',
      message: 'Zanima me stan B3.',
      rooms: '3',
      extras: ['garaza', 'spremiste'],
      floor: '2',
      colour: 'bijela',
      loan: 'yes',
      day: '2026-12-24',
      visit: '2026-12-01T10:30',
      isAdmin: true,
    }
    const response = await store(data)
    expect(response.status).toBe(201)
    const { data: result } = await readJson<Answer>(response)
    const [row] = await runtime.database.db.select().from(formSubmissions).where(eq(formSubmissions.id, result!.id))
    expect(row?.data).toEqual({ ...data, rooms: 3, floor: 2, loan: true, isAdmin: undefined })
    expect(row).toMatchObject({ formId: form.id, confirmed: null, email: data.email, ipPrefix: expect.stringMatching(/^198\.51\.100\.0$/) })
    const mails = await queuedMailsTo(runtime, 'vlasnik@example.hr')
    const mine = mails.filter((mail) => (mail.payload.vars as { submissionId?: number }).submissionId === result!.id)
    expect(mine).toHaveLength(1)
    expect(mine[0]?.payload).toMatchObject({ template: 'form.submission.owner', vars: { formTitle: 'Upit', replyTo: data.email } })
    expect(String((mine[0]?.payload.vars as { summary: string }).summary)).toContain('Dodaci: Opcija garaza, Opcija spremiste')
    expect(String((mine[0]?.payload.vars as { adminUrl: string }).adminUrl)).toBe('https://vrtovi-save.example/admin/forms')
  })

  it('refuses an oversize field and an oversize submission with 400, never 500', async () => {
    const big = await store({ ...valid(), message: 'a'.repeat(5001) })
    expect(big.status).toBe(400)
    expect((await readJson<Answer>(big)).fields?.message).toBe('Maksimalan broj znakova za ovo polje je 5000')
    const notJson = await app.request('/api/v1/cms/form/storeData', { method: 'POST', headers: { 'content-type': 'application/json', ...freshIp() }, body: '{"id":' })
    expect(notJson.status).toBe(400)
  })
})

describe('spam protection without reCAPTCHA', () => {
  it('refuses a filled honeypot with 400 and stores nothing', async () => {
    const before = await runtime.database.db.select().from(formSubmissions)
    const response = await store(valid(), { website: 'https://spam.example' })
    expect(response.status).toBe(400)
    expect((await readJson<Answer>(response)).code).toBe('SPAM')
    expect(await runtime.database.db.select().from(formSubmissions)).toHaveLength(before.length)
  })

  it('answers 429 with Retry-After after ten attempts from one IP', async () => {
    const ip = { 'x-forwarded-for': '192.0.2.77' }
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await store(valid(), {}, ip)).status)
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    const limited = await store(valid(), {}, ip)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await readJson<Answer>(limited)).message).toMatch(/^Previše zahtjeva/)
  })
})

describe('per-account limit', () => {
  it('answers 429 on the sixth message from one sender address, whatever the IP', async () => {
    const email = freshEmail()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await store({ name: 'Ana', email, interest: 'stan' })).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })
})

describe('OWASP XSS filter-evasion vectors are stored as inert text', () => {
  const vectors = [
    '<script>alert(1)</script>Pozdrav',
    '<img src=x onerror=alert(1)>Pozdrav',
    '<svg onload=alert(1)>Pozdrav',
    '<a href="javascript:alert(1)">Pozdrav</a>',
    '<IMG SRC=JaVaScRiPt:alert(&quot;XSS&quot;)>Pozdrav',
    '<<SCRIPT>alert("XSS");//<</SCRIPT>Pozdrav',
    '<iframe src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Pozdrav',
  ]
  it.each(vectors)('%s', async (vector) => {
    const response = await store({ ...valid(), name: vector, message: vector })
    expect(response.status).toBe(201)
    const { data } = await readJson<Answer>(response)
    const [row] = await runtime.database.db.select().from(formSubmissions).where(eq(formSubmissions.id, data!.id))
    for (const value of [row?.data.name, row?.data.message]) {
      expect(String(value)).not.toMatch(/<\s*(script|img|svg|a|iframe)\b|onerror|onload|javascript:/i)
      expect(String(value)).toContain('Pozdrav')
    }
  })

  it('contact/contactAdmin cleans its message too', async () => {
    const response = await app.request(
      '/api/v1/cms/contact/contactAdmin',
      jsonRequest('POST', { name: '<svg onload=alert(1)>Iva', email: freshEmail(), message: '<script>x()</script><b>Dobar dan</b>' }, freshIp()),
    )
    expect(response.status).toBe(201)
    const { data } = await readJson<Answer>(response)
    const [row] = await runtime.database.db.select().from(formSubmissions).where(eq(formSubmissions.id, data!.id))
    expect(row?.data).toMatchObject({ name: 'Iva', message: 'Dobar dan' })
    expect(row?.formId).toBeNull()
  })
})
