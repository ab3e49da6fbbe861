import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isValidIban } from '../../common/settings/iban'
import { decimalAmount, pain001Xml, sepaText } from './pain001'

/**
 * pain.001.001.03 (issue 22 point 3). No package registry reachable from here vendors the ISO
 * 20022 schema, so the file is checked structurally (what the XSD and the EPC rulebook demand
 * of it: order of the group header, control sums, number of transactions, IBAN and BIC formats,
 * unique EndToEndIds, amounts with two decimals, the SEPA character set). Given the schema's
 * path in PAIN001_XSD (e.g. ISO's pain.001.001.03.xsd from iso20022.org), the test also
 * validates the file against it with xmllint-wasm.
 */
const debtor = { name: 'Izlog d.o.o.', iban: 'HR1210010051863000160' }
const payments = [
  { endToEndId: 'IZLOG-REFUND-1', amount: 3_600, currency: 'EUR', name: 'Ana Horvat', iban: 'HR1723600001101234565', text: 'Povrat novca, narudzba 2026-000042' },
  { endToEndId: 'IZLOG-REFUND-2', amount: 12_345, currency: 'EUR', name: 'Đurđa Šimić Žagar', iban: 'DE89370400440532013000', text: 'Povrat novca, narudžba 2026-000043 <&>' },
  { endToEndId: 'IZLOG-REFUND-3', amount: 5, currency: 'EUR', name: 'Müller & Söhne GmbH', iban: 'AT611904300234573201', text: 'Povrat' },
]
const xml = pain001Xml({ messageId: 'IZLOG-20261127223000-ABC123', createdAt: new Date('2026-11-27T22:30:00.123Z'), executionDate: '2026-11-27', debtor, payments })
const all = (name: string) => [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((match) => match[1] ?? '')

describe('pain.001.001.03 credit transfer file', () => {
  it('declares the pain.001.001.03 namespace with one group header and one payment information block', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"')
    expect(xml.match(/<GrpHdr>/g)).toHaveLength(1)
    expect(xml.match(/<PmtInf>/g)).toHaveLength(1)
    expect(all('PmtMtd')).toEqual(['TRF'])
    expect(all('Cd')).toEqual(['SEPA'])
    expect(all('ChrgBr')).toEqual(['SLEV'])
    expect(all('CreDtTm')).toEqual(['2026-11-27T22:30:00'])
    expect(all('ReqdExctnDt')).toEqual(['2026-11-27'])
  })

  it('counts the transactions and sums them in the group header and the payment block', () => {
    expect(all('NbOfTxs')).toEqual(['3', '3'])
    expect(all('CtrlSum')).toEqual(['159.50', '159.50'])
    const amounts = all('InstdAmt')
    expect(amounts).toEqual(['36.00', '123.45', '0.05'])
    expect(amounts.every((amount) => /^\d+\.\d{2}$/.test(amount))).toBe(true)
    expect(xml.match(/<InstdAmt Ccy="EUR">/g)).toHaveLength(3)
  })

  it('names valid IBANs, unique EndToEndIds and the debtor, in the SEPA character set', () => {
    const ibans = all('IBAN')
    expect(ibans).toEqual([debtor.iban, ...payments.map((payment) => payment.iban)])
    expect(ibans.every((iban) => isValidIban(iban) && /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban))).toBe(true)
    const ids = all('EndToEndId')
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.every((id) => id.length <= 35)).toBe(true)
    // No BIC is given (IBAN-only, EPC rulebook); the debtor's agent is "NOTPROVIDED".
    expect(xml).not.toContain('<BIC>')
    expect(all('Id')).toContain('NOTPROVIDED')
    expect(all('Nm')).toEqual(['Izlog d.o.o.', 'Izlog d.o.o.', 'Ana Horvat', 'Durda Simic Zagar', 'Muller Sohne GmbH'])
    expect(all('Ustrd')[1]).toBe('Povrat novca, narudzba 2026-000043')
    for (const text of [...all('Nm'), ...all('Ustrd')]) expect(text).toMatch(/^[A-Za-z0-9/\-?:().,'+ ]*$/)
  })

  it('writes cents as two-decimal amounts and text within the field lengths', () => {
    expect(decimalAmount(0)).toBe('0.00')
    expect(decimalAmount(7)).toBe('0.07')
    expect(decimalAmount(123_456_789)).toBe('1234567.89')
    expect(sepaText('x'.repeat(200), 140)).toHaveLength(140)
    expect(sepaText('Čačak – Ćiro ß', 70)).toBe('Cacak Ciro ss')
  })

  const xsd = process.env.PAIN001_XSD
  it.skipIf(!xsd || !fs.existsSync(xsd))('validates against the ISO 20022 schema given in PAIN001_XSD', async () => {
    const { validateXML } = await import('xmllint-wasm')
    const result = await validateXML({ xml: [{ fileName: 'pain.xml', contents: xml }], schema: [{ fileName: 'pain.001.001.03.xsd', contents: fs.readFileSync(xsd ?? '', 'utf8') }] })
    expect(result.errors).toEqual([])
    expect(result.valid).toBe(true)
  })
})
