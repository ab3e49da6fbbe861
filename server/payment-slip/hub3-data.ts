import type { PaymentSlipView } from '../../common/checkout/order-summary'

/**
 * The HUB-3 2D barcode content (HUB3A, header `HRVHUB30`) that Croatian banking apps read from a
 * payment slip: 14 fields, each ended by a line feed, in this order and with these maxima
 * (Hrvatska udruga banaka, "2D barkod – uputa"). Longer values are cut, not refused: the slip is
 * printed beside the barcode with the full text.
 */
export type Hub3Payment = PaymentSlipView

export const HUB3_HEADER = 'HRVHUB30'
export const HUB3_CURRENCY = 'EUR'

/** The maxima of the HUB3A fields, in characters. */
export const hub3Maxima = {
  payerName: 30,
  payerStreet: 27,
  payerCity: 27,
  recipientName: 25,
  recipientStreet: 25,
  recipientCity: 27,
  iban: 21,
  model: 4,
  reference: 22,
  purposeCode: 4,
  description: 35,
} as const

const AMOUNT_DIGITS = 15

/** One line of text: no line breaks (they separate the fields), spaces collapsed, cut to the maximum. */
function field(value: string, max: number): string {
  return toLatin2Text(value.replace(/\s+/g, ' ').trim()).slice(0, max).trimEnd()
}

export function hub3Amount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0 || String(cents).length > AMOUNT_DIGITS) throw new RangeError(`amount out of range: ${cents}`)
  return String(cents).padStart(AMOUNT_DIGITS, '0')
}

export function hub3Data(payment: Hub3Payment): string {
  const lines = [
    HUB3_HEADER,
    HUB3_CURRENCY,
    hub3Amount(payment.amount),
    field(payment.payerName, hub3Maxima.payerName),
    field(payment.payerStreet, hub3Maxima.payerStreet),
    field(payment.payerCity, hub3Maxima.payerCity),
    field(payment.recipientName, hub3Maxima.recipientName),
    field(payment.recipientStreet, hub3Maxima.recipientStreet),
    field(payment.recipientCity, hub3Maxima.recipientCity),
    field(payment.iban.replace(/\s/g, '').toUpperCase(), hub3Maxima.iban),
    field(payment.model.toUpperCase(), hub3Maxima.model),
    // The reference ("poziv na broj") holds digits and hyphens only.
    field(payment.reference.replace(/[^0-9-]/g, ''), hub3Maxima.reference),
    field(payment.purposeCode.toUpperCase(), hub3Maxima.purposeCode),
    field(payment.description, hub3Maxima.description),
  ]
  return lines.map((line) => `${line}\n`).join('')
}

/**
 * The MOD 11 INI control digit of model HR01 (weights 2, 3, 4, … from the right; 11 − sum mod 11,
 * and 0 when that leaves 10 or 11), computed over every digit of the reference.
 */
export function mod11IniDigit(reference: string): string {
  const digits = reference.replace(/\D/g, '')
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) sum += Number(digits[digits.length - 1 - index]) * (index + 2)
  const rest = sum % 11
  return rest > 1 ? String(11 - rest) : '0'
}

/** The reference as the model wants it: HR01 ends in its control digit, HR00 is taken as it is. */
export function modelReference(model: string, reference: string): string {
  return model.toUpperCase() === 'HR01' ? `${reference}${mod11IniDigit(reference)}` : reference
}

// The barcode is ISO 8859-2 (Latin-2): it holds the Croatian letters č ć đ š ž; anything else is
// written without its accents, or as '?' when even that leaves a character Latin-2 lacks.
const latin2Decoder = new TextDecoder('iso-8859-2')
const latin2Bytes = new Map<string, number>()
for (let byte = 0; byte < 256; byte += 1) latin2Bytes.set(latin2Decoder.decode(Uint8Array.of(byte)), byte)

function toLatin2Text(value: string): string {
  let out = ''
  for (const char of value) {
    if (latin2Bytes.has(char)) out += char
    else {
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '')
      out += [...plain].every((c) => latin2Bytes.has(c)) && plain ? plain : '?'
    }
  }
  return out
}

/** The Latin-2 bytes of the data, as the PDF417 encoder takes them (one char per byte). */
export function toLatin2Binary(text: string): string {
  let out = ''
  for (const char of text) out += String.fromCharCode(latin2Bytes.get(char) ?? 0x3f)
  return out
}
