import { afterAll, describe, expect, it } from 'vitest'
import { formatFiscalAmount, formatFiscalDateTime, formatZkiDateTime } from './fiscal-format'
import type { FiscalInvoiceRequest } from './fiscal-types'
import { openssl, scratchDir } from './openssl.test-helpers'
import { computeZki, zkiInput } from './zki'

const scratch = scratchDir()
afterAll(() => scratch.remove())

function request(overrides: Partial<FiscalInvoiceRequest> = {}): FiscalInvoiceRequest {
  return {
    sellerOib: '12345678903',
    inVatSystem: true,
    issuedAt: new Date('2026-01-15T13:05:09Z'),
    sequenceMark: 'N',
    number: { seq: 17, premises: 'WEB1', device: '1' },
    vat: [{ rate: 25, base: 1000, amount: 250 }],
    exemptAmount: 0,
    total: 1250,
    paymentCode: 'K',
    operatorOib: '98765432106',
    subsequentDelivery: false,
    ...overrides,
  }
}

/** The documented algorithm, run by openssl alone: RSA-SHA1 signature, then MD5 of it in hex. */
function opensslZki(text: string, keyPath: string): string {
  const signature = openssl(['dgst', '-sha1', '-sign', keyPath], text)
  const md5 = openssl(['dgst', '-md5', '-r'], signature).toString('utf8')
  return md5.split(' ')[0] ?? ''
}

describe('ZKI', () => {
  const keyPath = scratch.file('key.pem')
  openssl(['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', keyPath])
  const privateKeyPem = scratch.read('key.pem').toString('utf8')

  it('signs OIB, time of issue in Croatia, the number parts and the total, joined without separators', () => {
    expect(zkiInput(request())).toBe('12345678903' + '15.01.2026 14:05:09' + '17' + 'WEB1' + '1' + '12.50')
  })

  it('writes the time of issue as Croatian wall-clock time, summer time included', () => {
    expect(formatZkiDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('02.07.2026 00:30:00')
    expect(formatFiscalDateTime(new Date('2026-03-29T00:59:59Z'))).toBe('29.03.2026T01:59:59')
    expect(formatFiscalDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('29.03.2026T03:00:00')
  })

  it('writes amounts with a dot and two decimals, negative for a storno', () => {
    expect(formatFiscalAmount(0)).toBe('0.00')
    expect(formatFiscalAmount(5)).toBe('0.05')
    expect(formatFiscalAmount(-5)).toBe('-0.05')
    expect(formatFiscalAmount(123_456_78)).toBe('123456.78')
    expect(formatFiscalAmount(-1250)).toBe('-12.50')
    expect(() => formatFiscalAmount(12.5)).toThrow(RangeError)
  })

  it('equals the same computation done by the openssl command line', () => {
    const invoice = request()
    const zki = computeZki(invoice, privateKeyPem)
    expect(zki).toMatch(/^[0-9a-f]{32}$/)
    expect(zki).toBe(opensslZki(zkiInput(invoice), keyPath))
  })

  it('equals openssl for a storno with a negative total, and differs from the sale it cancels', () => {
    const storno = request({ number: { seq: 18, premises: 'WEB1', device: '1' }, total: -1250, vat: [{ rate: 25, base: -1000, amount: -250 }] })
    expect(zkiInput(storno)).toBe('12345678903' + '15.01.2026 14:05:09' + '18' + 'WEB1' + '1' + '-12.50')
    expect(computeZki(storno, privateKeyPem)).toBe(opensslZki(zkiInput(storno), keyPath))
    expect(computeZki(storno, privateKeyPem)).not.toBe(computeZki(request(), privateKeyPem))
  })
})
