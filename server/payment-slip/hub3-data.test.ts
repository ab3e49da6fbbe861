import { describe, expect, it } from 'vitest'
import { hub3Amount, hub3Data, hub3Maxima, mod11IniDigit, modelReference, toLatin2Binary, type Hub3Payment } from './hub3-data'

const payment: Hub3Payment = {
  amount: 12_355,
  payerName: 'Ivana Horvat',
  payerStreet: 'Ilica 12',
  payerCity: '10000 Zagreb',
  recipientName: 'Izlog d.o.o.',
  recipientStreet: 'Ilica 1',
  recipientCity: '10000 Zagreb',
  iban: 'HR12 1001 0051 8630 0016 0',
  model: 'HR00',
  reference: '2026-000042',
  purposeCode: 'othr',
  description: 'Narudžba 2026-000042',
}

describe('HUB-3 barcode data (HUB3A)', () => {
  it('writes the 14 fields in the bank order, each ended by a line feed', () => {
    const data = hub3Data(payment)
    expect(data.endsWith('\n')).toBe(true)
    expect(data.split('\n').slice(0, -1)).toEqual([
      'HRVHUB30',
      'EUR',
      '000000000012355',
      'Ivana Horvat',
      'Ilica 12',
      '10000 Zagreb',
      'Izlog d.o.o.',
      'Ilica 1',
      '10000 Zagreb',
      'HR1210010051863000160',
      'HR00',
      '2026-000042',
      'OTHR',
      'Narudžba 2026-000042',
    ])
  })

  it('pads the amount in cents to 15 digits and refuses what does not fit', () => {
    expect(hub3Amount(0)).toBe('000000000000000')
    expect(hub3Amount(123_456_78)).toBe('000000012345678')
    expect(() => hub3Amount(-1)).toThrow(RangeError)
    expect(() => hub3Amount(1.5)).toThrow(RangeError)
    expect(() => hub3Amount(10 ** 15)).toThrow(RangeError)
  })

  it('cuts every text field to its maximum and keeps line breaks out of the values', () => {
    const long = 'A'.repeat(60)
    const lines = hub3Data({
      ...payment,
      payerName: long,
      payerStreet: long,
      payerCity: long,
      recipientName: long,
      recipientStreet: long,
      recipientCity: long,
      reference: '1'.repeat(40),
      description: `Prvi red\nDrugi red ${long}`,
    }).split('\n')
    expect(lines).toHaveLength(15)
    expect(lines.slice(3, 9).map((line) => line.length)).toEqual([
      hub3Maxima.payerName,
      hub3Maxima.payerStreet,
      hub3Maxima.payerCity,
      hub3Maxima.recipientName,
      hub3Maxima.recipientStreet,
      hub3Maxima.recipientCity,
    ])
    expect(lines[11]).toHaveLength(hub3Maxima.reference)
    expect(lines[13]).toHaveLength(hub3Maxima.description)
    expect(lines[13]!.startsWith('Prvi red Drugi red')).toBe(true)
  })

  it('keeps the Croatian letters, drops other accents and writes Latin-2 bytes', () => {
    const lines = hub3Data({ ...payment, payerName: 'Đurđa Šćepanović-Žižek', payerCity: 'Čakovec Ñandù 北' }).split('\n')
    expect(lines[3]).toBe('Đurđa Šćepanović-Žižek')
    expect(lines[5]).toBe('Čakovec Nandu ?')
    const bytes = [...toLatin2Binary('čćđšžČĆĐŠŽ')].map((char) => char.charCodeAt(0))
    expect(bytes).toEqual([0xe8, 0xe6, 0xf0, 0xb9, 0xbe, 0xc8, 0xc6, 0xd0, 0xa9, 0xae])
  })

  it('keeps only digits and hyphens in the reference', () => {
    expect(hub3Data({ ...payment, reference: 'NAR 2026/000042-1' }).split('\n')[11]).toBe('2026000042-1')
  })
})

describe('reference by model', () => {
  it('HR01 ends in the MOD 11 INI control digit of all its digits; HR00 stays as it is', () => {
    // 2·2 + 4·3 + 6·8 + 2·9 + 2·11 = 104; 104 mod 11 = 5; 11 − 5 = 6
    expect(mod11IniDigit('2026-000042')).toBe('6')
    expect(modelReference('HR01', '2026-000042')).toBe('2026-0000426')
    expect(modelReference('HR00', '2026-000042')).toBe('2026-000042')
    // A remainder of 0 or 1 gives 0.
    expect(mod11IniDigit('6')).toBe('0')
    expect(mod11IniDigit('5')).toBe('1')
  })
})
