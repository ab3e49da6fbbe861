import fs from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DeskInvoice, InvoiceWarnings, PendingInvoiceRow } from '../../common/invoices/invoice-views'
import type { ListResult } from '../../common/http/envelope'
import type { DashboardView } from '../../common/sales/dashboard'
import { auditLog } from '../db/schema'
import { ensureDemoFiscalCertificate } from '../fiscal/demo-certificate'
import { fakeCisControl } from '../fiscal/fake-cis/fake-cis-control'
import { certificateStatus, uploadedCertificateFiles } from '../invoices/fiscal-certificate-store'
import { invoiceWarnings } from '../invoices/invoice-warnings'
import { insertTestOrder, setInvoicing, testInvoiceSettings, TEST_SELLER_OIB } from '../invoices/invoice-fixtures.test-helpers'
import { changeOrderStatus } from '../orders/order-transitions'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser, sameOrigin } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
const auth: Record<'shopper' | 'clerk' | 'owner', Record<string, string>> = { shopper: {}, clerk: {}, owner: {} }

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
  for (const [who, scopes] of [
    ['shopper', null],
    ['clerk', ['orders']],
    ['owner', ['settings']],
  ] as const) {
    const user = await makeUser(runtime, scopes ? { isBackofficeUser: true, scopes: [...scopes] } : {})
    auth[who] = bearer((await apiLogin(app, user.email, user.password)).accessToken)
  }
  // A generous CIS timeout: the fake checks each request against the XSD, slow on a busy machine.
  await setInvoicing(runtime.database.db, runtime.site.id, testInvoiceSettings({ premises: 'API', cisTimeoutMs: 15_000 }))
}, 120_000)
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())
afterEach(() => fakeCisControl.reset())

const db = () => runtime.database.db
type Envelope<T> = { data: T; message?: string; code?: string; fields?: Record<string, string> }
const call = async <T>(method: string, path: string, who: keyof typeof auth, body?: unknown) => {
  const response = await app.request(`/api/v1/backoffice${path}`, body === undefined ? { method, headers: { ...sameOrigin, ...auth[who] } } : jsonRequest(method, body, auth[who]))
  return { status: response.status, body: await readJson<Envelope<T>>(response) }
}
async function paidOrder() {
  const order = await insertTestOrder(db(), { siteId: runtime.site.id, lines: [{ name: 'Stolna lampa Luna', qty: 3, unitPrice: 4_000 }] })
  await db().transaction((tx) => changeOrderStatus(tx, { orderId: order.id, to: 'paid', actor: { userId: null, email: null }, notifyBuyer: false }))
  return order
}
const validSettings = () => ({ ...testInvoiceSettings({ premises: 'API' }), cisTimeoutMs: 1500 })

describe('the invoices API (issue 21)', () => {
  it('answers 403 to a shopper, the order desk’s calls need `orders`, the settings need `settings`', async () => {
    const order = await paidOrder()
    for (const who of ['shopper', 'owner'] as const) {
      expect((await call('GET', `/orders/${order.id}/invoices`, who)).status).toBe(403)
      expect((await call('GET', '/invoices/pending', who)).status).toBe(403)
      expect((await call('POST', '/invoices/1/storno', who, {})).status).toBe(403)
    }
    for (const who of ['shopper', 'clerk'] as const) {
      expect((await call('GET', '/invoicing/settings', who)).status).toBe(403)
      expect((await call('PUT', '/invoicing/settings', who, validSettings())).status).toBe(403)
    }
    expect((await call('GET', `/orders/${order.id}/invoices`, 'clerk')).status).toBe(200)
    expect((await call('GET', '/invoicing/settings', 'owner')).status).toBe(200)
  })

  it('the desk sees the invoice with its JIR, issues a storno of chosen lines that is fiscalised at once, and refuses bad or excessive ones with a translated message', async () => {
    const order = await paidOrder()
    expect((await call('POST', '/invoices/0/fiscalise', 'clerk')).status).toBe(400)
    const before = (await call<DeskInvoice[]>('GET', `/orders/${order.id}/invoices`, 'clerk')).body.data
    const invoice = before[0]!
    expect(invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(/^\d+\/API\/1$/), fiscalStatus: 'pending', attempts: 0, leftToCancel: 12_500 })
    // The desk's "send again" fiscalises it now.
    expect((await call('POST', `/invoices/${invoice.id}/fiscalise`, 'clerk')).body.data).toEqual({ outcomes: ['jir'] })

    const lamp = invoice.lines.find((line) => line.kind === 'goods')!
    expect(lamp.qtyLeft).toBe(3)
    const bad = await call('POST', `/invoices/${invoice.id}/storno`, 'clerk', { lines: [{ invoiceLineId: lamp.id, qty: 0 }] })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({ 'lines.0.qty': 'Neispravan unos' })
    const storno = await call<{ number: string; total: number; fiscalOutcome: string }>('POST', `/invoices/${invoice.id}/storno`, 'clerk', { lines: [{ invoiceLineId: lamp.id, qty: 2 }] })
    expect(storno.status).toBe(201)
    expect(storno.body.data).toMatchObject({ total: -8_000, fiscalOutcome: 'jir' })
    const tooMuch = await app.request(`/api/v1/backoffice/invoices/${invoice.id}/storno?language=en`, jsonRequest('POST', { lines: [{ invoiceLineId: lamp.id, qty: 2 }] }, auth.clerk))
    expect(tooMuch.status).toBe(400)
    expect((await readJson<Envelope<null>>(tooMuch)).message).toBe('A cancellation cannot exceed what is left to cancel on the invoice.')

    const after = (await call<DeskInvoice[]>('GET', `/orders/${order.id}/invoices`, 'clerk')).body.data
    expect(after.map((row) => [row.kind, row.fiscalStatus, row.stornoOfNumber])).toEqual([
      ['invoice', 'fiscalised', null],
      ['storno', 'fiscalised', invoice.number],
    ])
    expect(after[0]!.jir).toMatch(/^[0-9a-f-]{36}$/)
    expect(after[0]!.lines.find((line) => line.id === lamp.id)?.qtyLeft).toBe(1)
    expect(after[0]!.leftToCancel).toBe(4_500)
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'invoice.storno'))).toHaveLength(1)
  })

  it('lists the invoices waiting for a JIR with CIS’s last error, and the dashboard warns how long the oldest has waited', async () => {
    fakeCisControl.queue({ kind: 'error', code: 's004' })
    const order = await paidOrder()
    const [invoice] = (await call<DeskInvoice[]>('GET', `/orders/${order.id}/invoices`, 'clerk')).body.data
    await call('POST', `/invoices/${invoice!.id}/fiscalise`, 'clerk')
    const pending = (await call<ListResult<PendingInvoiceRow>>('GET', '/invoices/pending', 'clerk')).body.data
    expect(pending.records).toContainEqual(expect.objectContaining({ id: invoice!.id, orderNumber: order.number, attempts: 1, lastError: { code: 's004', message: expect.stringContaining('potpis') }, isOverdue: false }))
    const dashboard = (await call<DashboardView>('GET', '/dashboard', 'clerk')).body.data
    expect(dashboard.invoices).toMatchObject<Partial<InvoiceWarnings>>({ overdue: 0, oldestPendingHours: 0, isCertificateMissing: false })
    expect(dashboard.invoices!.pending).toBeGreaterThanOrEqual(1)
  })

  it('saves the settings with one schema: a wrong OIB or fiscalisation abroad is refused with translated field messages', async () => {
    const wrongOib = await call('PUT', '/invoicing/settings', 'owner', { ...validSettings(), operatorOib: '12345678901' })
    expect(wrongOib.status).toBe(400)
    expect(wrongOib.body.fields).toEqual({ operatorOib: 'OIB nije ispravan.' })
    const abroad = await call('PUT', '/invoicing/settings', 'owner', { ...validSettings(), seller: { ...validSettings().seller, country: 'AT', oib: 'ATU12345678' } })
    expect(abroad.body.fields).toEqual({ isFiscalised: 'Fiskalizacija vrijedi samo za prodavatelja u Hrvatskoj.' })
    expect((await call('PUT', '/invoicing/settings', 'owner', validSettings())).status).toBe(200)
    const view = (await call<{ settings: { cisTimeoutMs: number }; certificate: { origin: string; oib: string }; cisUrl: string | null }>('GET', '/invoicing/settings', 'owner')).body.data
    expect(view).toMatchObject({ settings: { cisTimeoutMs: 1500 }, certificate: { origin: 'demo', oib: TEST_SELLER_OIB }, cisUrl: null })
    expect(JSON.stringify(view)).not.toMatch(/PRIVATE KEY|password/i)
  })

  it('takes an uploaded certificate only with its password, keeps it with mode 0600, and shows its subject and expiry', async () => {
    const demo = await ensureDemoFiscalCertificate(runtime.config.dataDir, TEST_SELLER_OIB)
    const p12 = await fs.readFile(demo.p12Path)
    const upload = (password: string) => {
      const form = new FormData()
      form.set('file', new File([p12], 'fiskal.p12'))
      form.set('password', password)
      return app.request('/api/v1/backoffice/invoicing/certificate', { method: 'PUT', headers: { ...sameOrigin, ...auth.owner }, body: form })
    }
    const wrong = await upload('not the password')
    expect(wrong.status).toBe(400)
    expect((await readJson<Envelope<null>>(wrong)).fields).toEqual({ file: 'Datoteka nije ispravan fiskalni certifikat (PKCS#12) ili lozinka nije točna.' })
    const right = await upload(demo.password)
    expect(right.status).toBe(200)
    expect((await readJson<Envelope<{ origin: string; subject: string; notAfter: string; isExpiringSoon: boolean }>>(right)).data).toMatchObject({ origin: 'upload', subject: expect.stringContaining('fiskal'), isExpiringSoon: false })
    const files = uploadedCertificateFiles(runtime.config.dataDir, runtime.site.id)
    for (const file of [files.p12, files.password]) expect((await fs.stat(file)).mode & 0o777).toBe(0o600)

    // Thirty days before it expires, the settings and the dashboard say so.
    const tenDaysBefore = new Date(demo.certificate.notAfter.getTime() - 10 * 86_400_000 - 60_000)
    expect(await certificateStatus(runtime.site.id, tenDaysBefore)).toMatchObject({ origin: 'upload', daysLeft: 10, isExpiringSoon: true })
    expect((await invoiceWarnings(db(), { siteId: runtime.site.id, now: tenDaysBefore })).certificate).toEqual({ notAfter: demo.certificate.notAfter.toISOString(), daysLeft: 10 })
    expect((await invoiceWarnings(db(), { siteId: runtime.site.id, now: new Date(demo.certificate.notAfter.getTime() - 31 * 86_400_000) })).certificate).toBeNull()
  })
})
