import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUblInvoice } from '../build-ubl-invoice'
import { EracunIntermediaryError } from '../eracun-intermediary'
import { companyInvoice, SELLER_OIB } from '../eracun-invoice-fixture.test-helpers'
import { startMerFake } from './mer-fake.test-helpers'
import { deliveryStatus, merIntermediary } from './mer-intermediary'
import { MER_PATHS } from './mer-protocol'

let fake: Awaited<ReturnType<typeof startMerFake>>
beforeAll(async () => {
  fake = await startMerFake({ pollsToDeliver: 2 })
})
afterAll(() => fake.close())

let counter = 0
function document() {
  counter += 1
  const { invoice, lines } = companyInvoice([{ name: 'Sofa Sava', qty: 1, unitPrice: 129_999 }], { number: `${counter}/WEB1/1` })
  return { xml: buildUblInvoice(invoice, lines, { order: { number: `2026-00${counter}`, isPaid: true } }), meta: { documentNumber: invoice.number, year: 2026, sellerOib: SELLER_OIB, attempt: 1 } }
}

describe('moj-eRačun adapter against the fake on a real port', () => {
  it('sends the document and follows it from sent to delivered', async () => {
    const mer = merIntermediary(fake.account)
    const { xml, meta } = document()
    const id = await mer.send(xml, meta)
    expect(id).toMatch(/^\d+$/)
    const stored = fake.control.documents().find((d) => String(d.electronicId) === id)!
    expect([stored.documentNr, stored.companyId, stored.xml]).toEqual([meta.documentNumber, SELLER_OIB, xml])
    expect(await mer.status(id, meta)).toEqual({ state: 'sent' })
    expect(await mer.status(id, meta)).toEqual({ state: 'delivered' })
  })

  it('reports the buyer side’s refusal with its reason', async () => {
    const mer = merIntermediary(fake.account)
    const { xml, meta } = document()
    const id = await mer.send(xml, meta)
    fake.control.reject(id, 'Kupac ne prepoznaje narudžbu')
    expect(await mer.status(id, meta)).toEqual({ state: 'rejected', reason: 'Kupac ne prepoznaje narudžbu' })
  })

  it('turns MER’s refusals into errors with its messages: wrong password, a service that is down, a document MER does not know', async () => {
    const { xml, meta } = document()
    await expect(merIntermediary({ ...fake.account, password: 'kriva' }).send(xml, meta)).rejects.toThrow(
      new EracunIntermediaryError('moj-eRačun refused (HTTP 200): Username: Korisničko ime i lozinka nisu ispravni.'),
    )
    fake.control.failSends(1)
    await expect(merIntermediary(fake.account).send(xml, meta)).rejects.toThrow(/HTTP 503.*Service unavailable/)
    await expect(merIntermediary(fake.account).status('999', meta)).rejects.toThrow('moj-eRačun knows no document 999')
    await expect(merIntermediary({ ...fake.account, url: 'http://127.0.0.1:9' }).send(xml, meta)).rejects.toThrow(/did not answer/)
  })

  it('a retry finds the document an earlier try got in (its reply lost) instead of sending it twice', async () => {
    const mer = merIntermediary(fake.account)
    const { xml, meta } = document()
    fake.control.loseReplies(1)
    await expect(mer.send(xml, meta)).rejects.toThrow(/HTTP 504/)
    const id = await mer.send(xml, { ...meta, attempt: 2 })
    expect(fake.control.documents().filter((d) => d.documentNr === meta.documentNumber).map((d) => String(d.electronicId))).toEqual([id])
  })

  it('speaks the documented request shape: POST JSON with the five credential fields and File', async () => {
    const seen: { url: string; body: Record<string, unknown> }[] = []
    const recording: typeof fetch = async (input, init) => {
      seen.push({ url: String(input), body: JSON.parse(String(init?.body)) as Record<string, unknown> })
      return fetch(input, init)
    }
    const { xml, meta } = document()
    await merIntermediary({ ...fake.account, companyBu: 'PJ1' }, { fetch: recording }).send(xml, meta)
    expect(seen[0]!.url).toBe(`${fake.account.url}${MER_PATHS.send}`)
    expect(seen[0]!.body).toEqual({ Username: '1083', Password: 'test-lozinka', CompanyId: SELLER_OIB, CompanyBu: 'PJ1', SoftwareId: 'Izlog-Test-001', File: xml })
  })
})

describe('deliveryStatus: MER’s statuses read as one', () => {
  const row = (statusId: number, business: number | null, reason: string | null = null) => ({
    ElectronicId: '1',
    DocumentNr: '1/WEB1/1',
    StatusId: statusId,
    StatusName: 'x',
    DocumentProcessStatusId: business,
    DocumentProcessStatusName: null,
    RejectReason: reason,
  })
  it.each([
    [20, null, 'sent'],
    [30, null, 'sent'],
    [40, null, 'delivered'],
    [30, 99, 'delivered'],
    [40, 0, 'delivered'],
    [40, 1, 'rejected'],
    [50, null, 'rejected'],
    [45, null, 'rejected'],
  ])('status %i with business status %s is %s', (statusId, business, state) => {
    expect(deliveryStatus(row(statusId, business)).state).toBe(state)
  })
})
