import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { buildUblInvoice } from './build-ubl-invoice'
import { readEracunConfig } from './eracun-config'
import { eracunIntermediaryFor } from './eracun-intermediary-for'
import { companyInvoice, SELLER_OIB } from './eracun-invoice-fixture.test-helpers'

const account = { ERACUN_MER_USERNAME: '1083', ERACUN_MER_PASSWORD: ' tajna ', ERACUN_MER_SOFTWARE_ID: 'Izlog-001' }

describe('readEracunConfig', () => {
  it('without settings there is no intermediary account (the local stand-in answers)', () => {
    expect(readEracunConfig({})).toEqual({ mer: null })
    expect(loadConfig({ NODE_ENV: 'test' }).eracun).toEqual({ mer: null })
  })

  it('reads a moj-eRačun account, the live service unless a URL is given', () => {
    expect(readEracunConfig(account)).toEqual({ mer: { url: 'https://www.moj-eracun.hr', username: '1083', password: ' tajna ', softwareId: 'Izlog-001' } })
    expect(readEracunConfig({ ...account, ERACUN_MER_URL: 'https://demo.moj-eracun.hr/', ERACUN_MER_COMPANY_ID: '99999999927', ERACUN_MER_COMPANY_BU: 'PJ1' }).mer).toMatchObject({
      url: 'https://demo.moj-eracun.hr',
      companyId: '99999999927',
      companyBu: 'PJ1',
    })
  })

  it('refuses half a configuration and a URL that is not https', () => {
    expect(() => readEracunConfig({ ERACUN_MER_USERNAME: '1083' })).toThrow('ERACUN_MER_PASSWORD, ERACUN_MER_SOFTWARE_ID: required with the other ERACUN_MER_* settings')
    expect(() => loadConfig({ NODE_ENV: 'test', ERACUN_MER_SOFTWARE_ID: 'x' })).toThrow(/Invalid environment/)
    expect(() => readEracunConfig({ ...account, ERACUN_MER_URL: 'http://moj-eracun.hr' })).toThrow('ERACUN_MER_URL: must be an https:// URL')
  })
})

describe('eracunIntermediaryFor', () => {
  it('without an account: the in-process moj-eRačun stand-in takes the document through the same protocol and delivers it', async () => {
    const intermediary = eracunIntermediaryFor({ eracun: { mer: null } })
    expect(intermediary.name).toBe('local test intermediary')
    const { invoice, lines } = companyInvoice([{ name: 'Sofa Sava', qty: 1, unitPrice: 129_999 }], { number: '901/WEB1/1' })
    const xml = buildUblInvoice(invoice, lines, { order: { number: '2026-000901', isPaid: true } })
    const meta = { sellerOib: SELLER_OIB }
    const id = await intermediary.send(xml, { ...meta, documentNumber: invoice.number, year: 2026, attempt: 1 })
    expect(await intermediary.status(id, meta)).toEqual({ state: 'delivered' })
  })

  it('with an account: moj-eRačun itself', () => {
    expect(eracunIntermediaryFor({ eracun: readEracunConfig(account) }).name).toBe('moj-eRačun')
  })
})
