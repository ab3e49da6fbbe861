import { BinaryBitmap, DecodeHintType, HybridBinarizer, PDF417Reader, RGBLuminanceSource } from '@zxing/library'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { hub3Data } from './hub3-data'
import { paymentSlipFields, paymentSlipPng, type SlipOrder } from './payment-slip'

/** Reads the barcode back the way a banking app does, as Latin-2 text. */
async function scan(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true })
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height)))
  // ZXing returns the bytes of byte compaction as Latin-1 characters.
  const text = new PDF417Reader().decode(bitmap, new Map([[DecodeHintType.TRY_HARDER, true]])).getText()
  return new TextDecoder('iso-8859-2').decode(Uint8Array.from(text, (char) => char.charCodeAt(0)))
}

const bank = { iban: 'HR1210010051863000160', recipient: 'Gradnja Sava d.o.o.', street: 'Savska cesta 120', city: '10000 Zagreb', model: 'HR00' as const, purposeCode: 'OTHR' }
const order: SlipOrder = {
  number: '2026-000042',
  orderTotal: 123_456,
  billingAddress: {
    firstName: 'Ivana',
    lastName: 'Horvat',
    contactEmail: 'ivana@example.com',
    contactPhone: '0911234567',
    street: 'Ulica kralja Zvonimira',
    houseNumber: '12a',
    zipCode: '10000',
    city: 'Zagreb',
    country: 'HR',
  },
}

describe('payment slip of a bank-transfer order', () => {
  it('pays the order total to the shop with the order number as the reference', () => {
    expect(paymentSlipFields(order, bank)).toEqual({
      amount: 123_456,
      payerName: 'Ivana Horvat',
      payerStreet: 'Ulica kralja Zvonimira 12a',
      payerCity: '10000 Zagreb',
      recipientName: bank.recipient,
      recipientStreet: bank.street,
      recipientCity: bank.city,
      iban: bank.iban,
      model: bank.model,
      reference: '2026-000042',
      purposeCode: bank.purposeCode,
      description: 'Narudžba 2026-000042',
    })
  })

  it('names the company as the payer when the bill goes to one', () => {
    const company = { ...order, billingAddress: { ...order.billingAddress, companyName: 'Drvo d.o.o.', companyOIB: '69435151530' } }
    expect(paymentSlipFields(company, bank).payerName).toBe('Drvo d.o.o.')
  })

  it('draws the PDF417 barcode as a PNG image wider than tall', async () => {
    const png = await paymentSlipPng(order, bank)
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    const meta = await sharp(png).metadata()
    expect(meta.format).toBe('png')
    expect(meta.width).toBeGreaterThan(200)
    expect(meta.width!).toBeGreaterThan(meta.height!)
  })

  it('scans back to the HUB3A data, Croatian letters included', async () => {
    const croatian = { ...order, billingAddress: { ...order.billingAddress, firstName: 'Đurđa', lastName: 'Šćepanović', street: 'Žitna', city: 'Čakovec' } }
    const scanned = await scan(await paymentSlipPng(croatian, bank))
    expect(scanned).toBe(hub3Data(paymentSlipFields(croatian, bank)))
    expect(scanned.split('\n')[3]).toBe('Đurđa Šćepanović')
  })
})
