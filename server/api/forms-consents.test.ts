import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AssignedConsent } from '../../common/consent/consents'
import { consentLogs, formSubmissions } from '../db/schema'
import type { FormRow } from '../forms'
import { saveEveryTypeForm } from '../forms/test-helpers'
import { saveConsentAssignment, saveConsentText } from '../gdpr'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let form: FormRow
let inquiryVersion: number
let ipCounter = 0
const freshIp = () => ({ 'x-forwarded-for': `203.0.113.${++ipCounter}` })

beforeAll(async () => {
  runtime = await createTestRuntime({ trustProxy: true })
  app = createTestApp(runtime)
  form = await saveEveryTypeForm(runtime, { handle: 'upit-privole' })
  const { db } = runtime.database
  const { consent } = await saveConsentText(db, {
    siteId: runtime.site.id,
    actorId: null,
    uniqueNumber: 'upit-test',
    displayName: 'Obrada podataka iz upita',
    text: { hr: 'Pristajem da se podaci iz upita koriste za odgovor.', en: 'I agree that the data are used to answer me.' },
  })
  inquiryVersion = consent.current.id
  await saveConsentAssignment(db, { siteId: runtime.site.id, assigned_to: `form:${form.id}`, consents: [consent.id], requiredConsents: [consent.id] })
})
afterAll(() => runtime.dispose())

type Answer = { errored: boolean; code?: string; fields?: Record<string, string>; data: { id: number } | null }
const data = (email: string) => ({ name: 'Ana Horvat', email, interest: 'stan' })
const store = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.request('/api/v1/cms/form/storeData', jsonRequest('POST', { id: form.id, ...body }, { ...freshIp(), ...headers }))

describe('consents on CMS forms (issue 13 points 5 and 6)', () => {
  it('form/get names the consents assigned to the form, in the newest wording and the visitor language', async () => {
    const answer = await readJson<{ data: { consents: AssignedConsent[] } }>(await app.request(`/api/v1/cms/form/get/${form.id}?language=en`))
    expect(answer.data.consents).toEqual([expect.objectContaining({ id: inquiryVersion, required: true, text: 'I agree that the data are used to answer me.' })])
  })

  it('refuses a submission without the required consent and stores nothing', async () => {
    const response = await store({ data: data('bez-privole@example.hr') })
    expect(response.status).toBe(400)
    const answer = await readJson<Answer>(response)
    expect(answer.code).toBe('CONSENT_REQUIRED')
    expect(Object.keys(answer.fields ?? {})).toEqual([`acceptedConsents.${inquiryVersion}`])
    const rows = await runtime.database.db.select().from(formSubmissions).where(eq(formSubmissions.email, 'bez-privole@example.hr'))
    expect(rows).toEqual([])
  })

  it('stores a submission with it and logs the version accepted, the source and the sender', async () => {
    const response = await store({ data: data('s-privolom@example.hr'), acceptedConsents: [inquiryVersion] })
    expect(response.status).toBe(201)
    const [log] = await runtime.database.db.select().from(consentLogs).where(eq(consentLogs.email, 's-privolom@example.hr'))
    expect(log).toMatchObject({ status: 'accepted', sourceType: 'form', consentVersionId: inquiryVersion, userId: null })
    expect(log!.ipTruncated).toMatch(/\.0$/)
  })

  it("a member's form consent appears among their consents and can be withdrawn", async () => {
    const member = await makeUser(runtime)
    const auth = bearer((await apiLogin(app, member.email, member.password)).accessToken)
    expect((await store({ data: data(member.email), acceptedConsents: [inquiryVersion] }, auth)).status).toBe(201)
    const mine = await readJson<{ data: { consentVersionId?: number; versionId?: number; sourceType?: string }[] }>(
      await app.request('/api/v1/gdpr/web/consent/mine', { headers: auth }),
    )
    expect(JSON.stringify(mine.data)).toContain('"form"')
    const logged = await runtime.database.db.select().from(consentLogs).where(and(eq(consentLogs.userId, member.id), eq(consentLogs.sourceType, 'form')))
    expect(logged).toHaveLength(1)
  })
})
