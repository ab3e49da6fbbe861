import { createHmac, timingSafeEqual } from 'node:crypto'

/** The fields a signature covers: every field but the signature, sorted by name, as `name=value` joined by `&`. */
export function signedText(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'signature')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&')
}

/** HMAC-SHA256 in hex: the generic protocol of the local test gateway and HPF_* (each real processor signs its own way: corvuspay/, wspay/, monri/). */
export function sign(fields: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(signedText(fields)).digest('hex')
}

export function hasValidSignature(fields: Record<string, string>, secret: string): boolean {
  const given = Buffer.from(fields.signature ?? '', 'utf8')
  const expected = Buffer.from(sign(fields, secret), 'utf8')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
