import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendInvoiceToCis, type SendInvoiceOptions } from './cis-client'
import { issueDemoCertificate } from './demo-pki'
import { signedAnswer, soapFault } from './fake-cis/fake-cis-answer'
import { findMessage } from './xml-signature'
import { fiscalRequest, testPki } from './fiscal-test-data.test-helpers'
import { XMLParser } from 'fast-xml-parser'

/** A stand-in CIS on a real socket whose answer each test chooses from the request it got. */
type Answer = (requestXml: string, messageId: string) => { status: number; body: string } | 'hang'
let answer: Answer = () => ({ status: 500, body: '' })
const received: { headers: http.IncomingHttpHeaders; body: string }[] = []

function handler(request: http.IncomingMessage, response: http.ServerResponse) {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8')
    received.push({ headers: request.headers, body })
    const found = findMessage(body, 'RacunZahtjev')
    const messageId = found ? String(new XMLParser({ removeNSPrefix: true }).parse(found.messageXml).RacunZahtjev.Zaglavlje.IdPoruke) : ''
    const reply = answer(body, messageId)
    if (reply === 'hang') return
    response.writeHead(reply.status, { 'Content-Type': 'text/xml' }).end(reply.body)
  })
}

const cis = issueDemoCertificate(testPki().ca, { commonName: 'fiskalcistest', organization: 'Test CIS' })
const tlsCertificate = issueDemoCertificate(testPki().ca, { commonName: 'localhost', dnsNames: ['localhost'] })
const plain = http.createServer(handler)
const tls = https.createServer({ key: tlsCertificate.privateKeyPem, cert: tlsCertificate.certificatePem }, handler)
let plainUrl = ''
let tlsUrl = ''

beforeAll(async () => {
  await Promise.all([new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve)), new Promise<void>((resolve) => tls.listen(0, 'localhost', resolve))])
  plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/FiskalizacijaServiceTest`
  tlsUrl = `https://localhost:${(tls.address() as AddressInfo).port}/FiskalizacijaServiceTest`
})
afterAll(async () => {
  plain.closeAllConnections()
  tls.closeAllConnections()
  await Promise.all([new Promise((resolve) => plain.close(resolve)), new Promise((resolve) => tls.close(resolve))])
})

function send(overrides: Partial<SendInvoiceOptions> = {}) {
  return sendInvoiceToCis(fiscalRequest(), 'a'.repeat(32), { certificate: { ...testPki().seller, chainPem: [], notAfter: new Date(), subject: '' }, endpoint: plainUrl, timeoutMs: 20_000, ...overrides })
}

describe('sendInvoiceToCis', () => {
  it('POSTs the signed request in a SOAP envelope with the racuni SOAPAction, and reads the JIR', async () => {
    answer = (_xml, messageId) => ({ status: 200, body: signedAnswer({ messageId, jir: '1b1c6ef0-23b8-4a4b-9e5c-0b2c1d2e3f40' }, cis) })
    const outcome = await send({ cisCertificatePem: cis.certificatePem })
    expect(outcome).toMatchObject({ outcome: 'jir', jir: '1b1c6ef0-23b8-4a4b-9e5c-0b2c1d2e3f40' })
    const last = received.at(-1)
    expect(last?.headers['content-type']).toBe('text/xml; charset=utf-8')
    expect(last?.headers.soapaction).toBe('"http://e-porezna.porezna-uprava.hr/fiskalizacija/2012/services/FiskalizacijaService/racuni"')
    expect(last?.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><soapenv:Envelope xmlns:soapenv="http:\/\/schemas.xmlsoap.org\/soap\/envelope\/"><soapenv:Body><tns:RacunZahtjev /)
    expect(last?.body).toContain('<SignatureValue>')
  })

  it('gives every error CIS lists: the first code, all messages', async () => {
    answer = (_xml, messageId) => ({ status: 200, body: signedAnswer({ messageId, errors: [{ code: 's001', message: 'Poruka nije u skladu s XML shemom' }, { code: 's005', message: 'OIB iz poruke nije jednak OIB-u iz certifikata.' }] }, cis) })
    expect(await send()).toMatchObject({ outcome: 'error', code: 's001', message: 's001: Poruka nije u skladu s XML shemom; s005: OIB iz poruke nije jednak OIB-u iz certifikata.' })
  })

  it('gives a SOAP fault and an HTTP error as errors', async () => {
    answer = () => ({ status: 500, body: soapFault('soapenv:Server', 'Internal error') })
    expect(await send()).toMatchObject({ outcome: 'error', code: 'soapenv:Server', message: 'Internal error' })
    answer = () => ({ status: 503, body: 'Service Unavailable' })
    expect(await send()).toMatchObject({ outcome: 'error', code: 'HTTP_503', message: 'Service Unavailable' })
  })

  it('trusts an answer only when the configured CIS certificate signed it, for this message', async () => {
    answer = (_xml, messageId) => ({ status: 200, body: signedAnswer({ messageId, jir: '1b1c6ef0-23b8-4a4b-9e5c-0b2c1d2e3f40' }, testPki().seller) })
    expect(await send({ cisCertificatePem: cis.certificatePem })).toMatchObject({ outcome: 'error', code: 'BAD_ANSWER', message: expect.stringMatching(/signature does not verify/) })
    answer = (_xml, messageId) => ({ status: 200, body: signedAnswer({ messageId, jir: '1b1c6ef0-23b8-4a4b-9e5c-0b2c1d2e3f40' }, cis).replace('1b1c6ef0', '2b1c6ef0') })
    expect(await send({ cisCertificatePem: cis.certificatePem })).toMatchObject({ outcome: 'error', code: 'BAD_ANSWER' })
    answer = () => ({ status: 200, body: signedAnswer({ messageId: '00000000-0000-4000-8000-000000000000', jir: '1b1c6ef0-23b8-4a4b-9e5c-0b2c1d2e3f40' }, cis) })
    expect(await send({ cisCertificatePem: cis.certificatePem })).toMatchObject({ outcome: 'error', code: 'BAD_ANSWER', message: expect.stringMatching(/for message 00000000/) })
  })

  it('aborts a request CIS does not answer in time and calls it a timeout', async () => {
    answer = () => 'hang'
    const outcome = await send({ timeoutMs: 300 })
    expect(outcome).toMatchObject({ outcome: 'timeout', reason: 'no answer within 300 ms' })
    expect(outcome.durationMs).toBeLessThan(3000)
  })

  it('calls no connection a timeout too, without throwing', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    expect(await send({ endpoint: `http://127.0.0.1:${port}/` })).toMatchObject({ outcome: 'timeout', reason: expect.stringMatching(/^no connection: ECONNREFUSED/) })
  })

  it('speaks TLS to a CIS whose certificate chains to the configured CA only', async () => {
    answer = (_xml, messageId) => ({ status: 200, body: signedAnswer({ messageId, jir: '1b1c6ef0-23b8-4a4b-9e5c-0b2c1d2e3f40' }, cis) })
    expect(await send({ endpoint: tlsUrl })).toMatchObject({ outcome: 'timeout', reason: expect.stringMatching(/^no connection: /) })
    expect(await send({ endpoint: tlsUrl, ca: testPki().ca.certificatePem })).toMatchObject({ outcome: 'jir' })
  })
})
