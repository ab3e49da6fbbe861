import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { invoicePdf } from './invoice-pdf'
import { sampleInvoice } from './invoice-pdf.fixture'
import { pdfImages, pdfTextLines, readQrCode } from './pdf-inspect.test-helpers'

/** The PDF's lines as a reader sees them (money keeps its no-break space; here a plain one). */
async function read(bytes: Uint8Array) {
  return (await pdfTextLines(bytes)).map((line) => line.replace(/\u00a0/g, ' '))
}

async function qrLink(bytes: Uint8Array) {
  const images = await pdfImages(bytes)
  expect(images).toHaveLength(1)
  return readQrCode(images[0]!)
}

describe('invoice PDF', () => {
  it('prints what the law asks of a fiscalised invoice, in Croatian for a Croatian buyer', async () => {
    const lines = await read(await invoicePdf(sampleInvoice()))
    expect(lines).toEqual(
      expect.arrayContaining([
        'Izlog Demo d.o.o.',
        'Ilica 1, 10000 Zagreb, HR',
        'OIB 12345678903 · U sustavu PDV-a',
        'Račun 17/WEB1/1',
        'Datum i vrijeme izdavanja: 14.03.2026. 10:15:42',
        'Narudžba: 2026-000123',
        'Način plaćanja: Kartica (K)',
        'OIB operatera: 94577403194',
        'Kupac',
        'Ana Horvat',
        'Vukovarska 5, 21000 Split, HR',
        'Opis Kol. Cijena PDV Iznos',
        'Šalica Izlog 2 12,00 € 25 % 24,00 €',
        'Dostava 1 5,50 € 25 % 5,50 €',
        'Stopa Osnovica Iznos PDV-a',
        '25 % 23,60 € 5,90 €',
        'Ukupno 29,50 €',
        'Cijene uključuju PDV.',
        'ZKI: e3a0e6f5b9b4d8f4c1a2b3c4d5e6f708',
        'JIR: 4ab0b6b8-4ea7-4c58-b1a6-65f8e2d53b47',
        'Izlog Demo d.o.o. · IBAN HR1210010051863000160',
      ]),
    )
    expect(lines.join('\n')).not.toContain(' / ')
  })

  it('carries a QR code that a phone reads as the verification link with the JIR', async () => {
    expect(await qrLink(await invoicePdf(sampleInvoice()))).toBe('https://porezna.gov.hr/rn?jir=4ab0b6b8-4ea7-4c58-b1a6-65f8e2d53b47&datv=20260314_1015&izn=2950')
  })

  it('puts the buyer’s language beside each Croatian label when the order was placed in another', async () => {
    const english = await read(await invoicePdf(sampleInvoice({ locale: 'en' })))
    expect(english).toEqual(
      expect.arrayContaining([
        'Račun / Invoice 17/WEB1/1',
        'Datum i vrijeme izdavanja / Date and time of issue: 14.03.2026. 10:15:42',
        'Način plaćanja / Payment method: Kartica / Card (K)',
        'Opis Kol. Cijena PDV Iznos',
        'Description Qty Unit price VAT Amount',
        'Ukupno / Total 29,50 €',
      ]),
    )
    const german = await read(await invoicePdf(sampleInvoice({ locale: 'de' })))
    expect(german).toContain('Račun / Rechnung 17/WEB1/1')
  })

  it('says the JIR is still to come when CIS did not answer, and the QR code names the invoice by its ZKI', async () => {
    const bytes = await invoicePdf(sampleInvoice({ fiscalStatus: 'pending', jir: null }))
    expect(await read(bytes)).toContain('JIR: naknadna dostava, JIR još nije dodijeljen')
    expect(await qrLink(bytes)).toBe('https://porezna.gov.hr/rn?zki=e3a0e6f5b9b4d8f4c1a2b3c4d5e6f708&datv=20260314_1015&izn=2950')
  })

  it('says a storno is one, names the invoice it cancels and carries negative amounts', async () => {
    const input = sampleInvoice({ kind: 'storno', number: '18/WEB1/1', total: -2400, vatParts: [{ rate: 25, base: -1920, amount: -480 }] })
    input.lines = [{ name: 'Šalica Izlog', qty: -2, unitPrice: 1200, lineTotal: -2400, vatPercent: 25 }]
    input.stornoOfNumber = '17/WEB1/1'
    const bytes = await invoicePdf(input)
    const lines = await read(bytes)
    // Money is written with the typographic minus Intl uses for Croatian.
    expect(lines).toEqual(
      expect.arrayContaining(['Storno račun 18/WEB1/1', 'Stornira račun 17/WEB1/1', 'Šalica Izlog -2 12,00 € 25 % −24,00 €', '25 % −19,20 € −4,80 €', 'Ukupno −24,00 €']),
    )
    expect(lines).not.toContain('Račun 18/WEB1/1')
    expect(await qrLink(bytes)).toMatch(/&izn=-2400$/)
  })

  it('names a company buyer with its OIB, and gives the reason a 0 % part carries no VAT', async () => {
    const input = sampleInvoice({
      buyer: { name: 'Ivo Ivić', street: 'Trg 2', postalCode: '31000', city: 'Osijek', country: 'HR', email: 'ivo@example.com', companyName: 'Drvo d.o.o.', companyOib: '69435151530' },
      total: 3400,
      vatParts: [
        { rate: 25, base: 2360, amount: 590 },
        { rate: 0, base: 450, amount: 0, exemptionReason: 'Oslobođeno PDV-a prema čl. 39. st. 1. Zakona o PDV-u' },
      ],
    })
    input.lines.push({ name: 'Knjiga', qty: 1, unitPrice: 450, lineTotal: 450, vatPercent: 0 })
    const lines = await read(await invoicePdf(input))
    expect(lines).toEqual(expect.arrayContaining(['Drvo d.o.o., OIB 69435151530', 'Knjiga 1 4,50 € 0 % 4,50 €', '0 % 4,50 € 0,00 €', 'Oslobođeno PDV-a prema čl. 39. st. 1. Zakona o PDV-u']))
  })

  it('prints a plain numbered invoice, without ZKI, JIR or QR code, for a seller outside Croatian fiscalisation', async () => {
    const bytes = await invoicePdf(sampleInvoice({ fiscalStatus: 'not_required', zki: null, jir: null, seller: { ...sampleInvoice().invoice.seller, inVatSystem: false } }))
    const text = (await read(bytes)).join('\n')
    expect(text).toContain('OIB 12345678903 · Nije u sustavu PDV-a')
    expect(text).not.toMatch(/ZKI|JIR|Cijene uključuju PDV/)
    expect(await pdfImages(bytes)).toEqual([])
  })

  it('wraps a long product name and continues on a new page when the lines fill one', async () => {
    const input = sampleInvoice()
    const long = 'Kutna garnitura Dalmacija s ležajem i spremnikom za posteljinu, presvlaka od tkanine otporne na mrlje'
    input.lines = Array.from({ length: 45 }, (_, i) => ({ name: i === 0 ? long : `Proizvod ${i + 1}`, qty: 1, unitPrice: 100, lineTotal: 100, vatPercent: 25 }))
    const bytes = await invoicePdf(input)
    const lines = await read(bytes)
    expect(lines).toEqual(expect.arrayContaining(['Kutna garnitura Dalmacija s ležajem i 1 1,00 € 25 % 1,00 €', 'spremnikom za posteljinu, presvlaka od tkanine', 'otporne na mrlje']))
    expect(lines).toContain('Proizvod 45 1 1,00 € 25 % 1,00 €')
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2)
    expect(await qrLink(bytes)).toContain('jir=')
  })
})
