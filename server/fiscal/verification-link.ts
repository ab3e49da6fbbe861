import { zagrebClock } from './fiscal-format'

/**
 * The address the printed invoice's QR code carries (Tehnička specifikacija, 2.7 "Provjera računa
 * putem QR koda"): the tax administration's check page with the JIR, or the ZKI while the invoice
 * has no JIR yet, the time of issue to the minute (`GGGGMMDD_HHMM`, Croatian time) and the total
 * in cents without a separator (`-` for a storno).
 */
export const VERIFICATION_BASE_URL = 'https://porezna.gov.hr/rn'

export type VerifiedBy = { jir: string } | { zki: string }

export function verificationLink(input: VerifiedBy & { issuedAt: Date; total: number }): string {
  const clock = zagrebClock(input.issuedAt)
  const datv = `${clock.year}${clock.month}${clock.day}_${clock.hour}${clock.minute}`
  if (!Number.isSafeInteger(input.total)) throw new RangeError(`Amount must be whole cents: ${input.total}`)
  const id = 'jir' in input ? `jir=${input.jir}` : `zki=${input.zki}`
  return `${VERIFICATION_BASE_URL}?${id}&datv=${datv}&izn=${input.total}`
}
