import { timingSafeEqual } from 'node:crypto'

/** Constant-time comparison of a received signature with the expected one (hex, any case). */
export function sameSignature(received: string | undefined, expected: string): boolean {
  const given = Buffer.from((received ?? '').toLowerCase(), 'utf8')
  const wanted = Buffer.from(expected.toLowerCase(), 'utf8')
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}
