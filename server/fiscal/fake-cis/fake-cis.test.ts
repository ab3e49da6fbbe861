import { randomUUID } from 'node:crypto'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../../testing/test-database'
import { readCisAnswer } from '../cis-answer'
import { sendInvoiceToCis, type SendInvoiceOptions } from '../cis-client'
import { cisConnection } from '../cis-connection'
import { ensureDemoFiscalCertificate, ensureDemoFiscalPki } from '../demo-certificate'
import { createDemoCa, issueDemoCertificate } from '../demo-pki'
import { buildInvoiceRequest, soapEnvelope } from '../fiscal-request'
import { fiscalRequest, SELLER_OIB } from '../fiscal-test-data.test-helpers'
import type { FiscalCertificate, FiscalInvoiceRequest } from '../fiscal-types'
import { signFiscalRequest, type SigningKey } from '../xml-signature'
import { computeZki } from '../zki'
import { MAGIC_OPERATOR_OIBS, fakeCisControl, type CisErrorCode } from './fake-cis-control'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let seller: FiscalCertificate
let cisCertificatePem: string

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
  seller = (await ensureDemoFiscalCertificate(runtime.config.dataDir, SELLER_OIB)).certificate
  cisCertificatePem = (await ensureDemoFiscalPki(runtime.config.dataDir)).cis.certificatePem
})
afterAll(() => runtime.dispose())
afterEach(() => fakeCisControl.reset())

/** Through the real server's /_fiscal/cis, in-process; answers are trusted only when the demo CIS signed them. */
function throughServer(overrides: Partial<SendInvoiceOptions> = {}): SendInvoiceOptions {
  return { certificate: seller, endpoint: 'http://localhost/_fiscal/cis', fetch: (request) => Promise.resolve(app.request(request)), cisCertificatePem, timeoutMs: 30_000, ...overrides }
}

function send(request: FiscalInvoiceRequest, key: SigningKey = seller, overrides: Partial<SendInvoiceOptions> = {}) {
  return sendInvoiceToCis(request, computeZki(request, key.privateKeyPem), throughServer({ certificate: { ...seller, ...key }, ...overrides }))
}

/** A hand-made body, for what our own client would never send. */
async function postRaw(xml: string) {
  const response = await app.request('http://localhost/_fiscal/cis', { method: 'POST', headers: { 'Content-Type': 'text/xml' }, body: xml })
  return readCisAnswer(await response.text(), cisCertificatePem)
}

function signed(request: FiscalInvoiceRequest, key: SigningKey = seller, zki = computeZki(request, key.privateKeyPem)): string {
  return signFiscalRequest(buildInvoiceRequest(request, zki, { messageId: randomUUID(), sentAt: new Date() }), key)
}

describe('the fake CIS', () => {
  it('answers a signed JIR for a valid request, a storno and a subsequent delivery alike', async () => {
    for (const request of [fiscalRequest(), fiscalRequest({ total: -1250, vat: [{ rate: 25, base: -1000, amount: -250 }] }), fiscalRequest({ subsequentDelivery: true })]) {
      const outcome = await send(request)
      expect(outcome).toMatchObject({ outcome: 'jir' })
      expect(outcome.outcome === 'jir' && outcome.jir).toMatch(/^[a-f0-9]{8}-[a-f0-9]{4}-4[a-f0-9]{3}-[a-f0-9]{4}-[a-f0-9]{12}$/)
    }
    expect(fakeCisControl.received().map((r) => r.subsequentDelivery)).toEqual([false, false, true])
  })

  it('refuses a request the schema refuses (s001)', async () => {
    const outcome = await send(fiscalRequest({ number: { seq: 1, premises: 'WEB-1', device: '1' } }))
    expect(outcome).toMatchObject({ outcome: 'error', code: 's001' })
    expect(outcome.outcome === 'error' && outcome.message).toMatch(/OznPosPr/)
  })

  it('trusts only certificates of the demo CA (s002) that name FISKAL (s003)', async () => {
    const foreignCa = createDemoCa({ name: 'Some other CA' })
    expect(await send(fiscalRequest(), issueDemoCertificate(foreignCa, { commonName: 'fiskal 1', oib: SELLER_OIB }))).toMatchObject({ outcome: 'error', code: 's002' })
    const { ca } = await ensureDemoFiscalPki(runtime.config.dataDir)
    expect(await send(fiscalRequest(), issueDemoCertificate(ca, { commonName: 'blagajna 1', oib: SELLER_OIB }))).toMatchObject({ outcome: 'error', code: 's003' })
    const expired = issueDemoCertificate(ca, { commonName: 'fiskal 1', oib: SELLER_OIB, notBefore: new Date('2020-01-01'), notAfter: new Date('2021-01-01') })
    expect(await send(fiscalRequest(), expired)).toMatchObject({ outcome: 'error', code: 's002' })
  })

  it('refuses a signature that does not verify (s004): changed after signing, or none', async () => {
    const tampered = signed(fiscalRequest()).replace('<tns:IznosUkupno>12.50<', '<tns:IznosUkupno>1.25<')
    expect(await postRaw(soapEnvelope(tampered))).toMatchObject({ kind: 'errors', errors: [{ code: 's004' }] })
    const unsigned = buildInvoiceRequest(fiscalRequest(), computeZki(fiscalRequest(), seller.privateKeyPem), { messageId: randomUUID(), sentAt: new Date() })
    expect(await postRaw(soapEnvelope(unsigned))).toMatchObject({ kind: 'errors', errors: [{ code: 's004' }] })
  })

  it("refuses a message whose OIB is not the certificate's (s005)", async () => {
    const other = (await ensureDemoFiscalCertificate(runtime.config.dataDir, '98765432106')).certificate
    expect(await send(fiscalRequest(), other)).toMatchObject({ outcome: 'error', code: 's005' })
  })

  it("recomputes the ZKI with the demo certificate's key and refuses one that does not match", async () => {
    const request = fiscalRequest()
    const wrongTime = computeZki({ ...request, issuedAt: new Date(request.issuedAt.getTime() + 1000) }, seller.privateKeyPem)
    expect(await postRaw(soapEnvelope(signed(request, seller, wrongTime)))).toMatchObject({ kind: 'errors', errors: [{ code: 's999' }] })
  })

  it('answers each documented error to a magic operator OIB, whatever else the request says', async () => {
    for (const code of ['s001', 's002', 's003', 's004', 's005', 's006'] as CisErrorCode[]) {
      const outcome = await send(fiscalRequest({ operatorOib: MAGIC_OPERATOR_OIBS[code] }))
      expect(outcome).toMatchObject({ outcome: 'error', code })
    }
  })

  it('answers what a test queued, in order, then goes back to checking', async () => {
    fakeCisControl.queue({ kind: 'error', code: 's006' })
    fakeCisControl.queue({ kind: 'error', code: 's004' })
    expect(await send(fiscalRequest())).toMatchObject({ outcome: 'error', code: 's006', message: 's006: Sistemska pogreška prilikom obrade zahtjeva.' })
    expect(await send(fiscalRequest())).toMatchObject({ outcome: 'error', code: 's004' })
    expect(await send(fiscalRequest())).toMatchObject({ outcome: 'jir' })
  })

  it('answers a body without RacunZahtjev with a SOAP fault', async () => {
    expect(await postRaw(soapEnvelope('<hello/>'))).toMatchObject({ kind: 'fault', code: 'soapenv:Client' })
  })

  it('is what cisConnection() reaches while no FISCAL_CIS_URL is set', async () => {
    const connection = await cisConnection(runtime.config)
    expect(connection).toMatchObject({ isFake: true, endpoint: expect.stringMatching(/\/_fiscal\/cis$/), timeoutMs: 2000, digest: 'sha256' })
    const request = fiscalRequest()
    expect(await sendInvoiceToCis(request, computeZki(request, seller.privateKeyPem), { certificate: seller, ...connection, timeoutMs: 30_000 })).toMatchObject({ outcome: 'jir' })
  })

  it('is not mounted when a real CIS is configured', async () => {
    const withReal = createTestApp({ ...runtime, config: { ...runtime.config, fiscal: { ...runtime.config.fiscal, cisUrl: 'https://cistest.apis-it.hr:8449/FiskalizacijaServiceTest' } } })
    const response = await withReal.request('http://localhost/_fiscal/cis', { method: 'POST', body: signed(fiscalRequest()) })
    expect(response.status).toBe(404)
  })
})

describe('the fake CIS over a real socket', () => {
  let server: ServerType
  let endpoint: string
  beforeAll(async () => {
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
    })
    const address = server.address()
    endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/_fiscal/cis`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('holds a first delivery past the client timeout, then answers its subsequent delivery', async () => {
    const request = fiscalRequest({ operatorOib: MAGIC_OPERATOR_OIBS.holdFirstDelivery })
    const first = await send(request, seller, { endpoint, fetch: undefined, timeoutMs: 500 })
    expect(first).toMatchObject({ outcome: 'timeout', reason: 'no answer within 500 ms' })
    expect(first.durationMs).toBeGreaterThanOrEqual(450)
    expect(first.durationMs).toBeLessThan(5000)

    const again = await send({ ...request, subsequentDelivery: true }, seller, { endpoint, fetch: undefined })
    expect(again).toMatchObject({ outcome: 'jir' })
  })
})
