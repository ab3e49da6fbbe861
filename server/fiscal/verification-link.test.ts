import { describe, expect, it } from 'vitest'
import { verificationLink } from './verification-link'

describe('verificationLink', () => {
  it('carries the JIR, the minute of issue in Croatian time and the total in cents', () => {
    expect(verificationLink({ jir: '1b1c6ef0-23b8-4a4b-9e5c-0b2c1d2e3f40', issuedAt: new Date('2026-07-01T22:05:59Z'), total: 123456 })).toBe(
      'https://porezna.gov.hr/rn?jir=1b1c6ef0-23b8-4a4b-9e5c-0b2c1d2e3f40&datv=20260702_0005&izn=123456',
    )
  })

  it('carries the ZKI while there is no JIR, and a storno’s negative total', () => {
    expect(verificationLink({ zki: 'e4d909c290d0fb1ca068ffaddf22cbd0', issuedAt: new Date('2026-01-15T13:05:09Z'), total: -1250 })).toBe(
      'https://porezna.gov.hr/rn?zki=e4d909c290d0fb1ca068ffaddf22cbd0&datv=20260115_1405&izn=-1250',
    )
  })

  it('refuses an amount that is not whole cents', () => {
    expect(() => verificationLink({ zki: 'x', issuedAt: new Date(), total: 12.5 })).toThrow(RangeError)
  })
})
