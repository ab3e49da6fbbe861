import { createHash, createHmac } from 'node:crypto'

/**
 * CorvusPay's checkout signature (request and the success return): HMAC-SHA256 in hex with the
 * store's secret key, over every field but `signature`, sorted by name, each written as its name
 * followed by its value with nothing between (CorvusPay integration manual 4.0+; its PHP SDK).
 */
export function corvusSignature(fields: Record<string, string>, secretKey: string): string {
  const text = Object.keys(fields)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${name}${fields[name]}`)
    .join('')
  return createHmac('sha256', secretKey).update(text).digest('hex')
}

/** The API's `hash`: SHA-1 in hex of the secret key followed by the request's values in their documented order. */
export function corvusApiHash(secretKey: string, values: string[]): string {
  return createHash('sha1').update(`${secretKey}${values.join('')}`).digest('hex')
}

/** ISO 4217 numeric codes, as the status API names currencies. */
export const CORVUS_CURRENCY_CODES: Record<string, string> = {
  EUR: '978',
  USD: '840',
  GBP: '826',
  CHF: '756',
  BAM: '977',
  RSD: '941',
  HUF: '348',
  CZK: '203',
  PLN: '985',
  DKK: '208',
  SEK: '752',
  NOK: '578',
}
