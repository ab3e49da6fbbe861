import { describe, expect, it } from 'vitest'
import { isValidOib } from './oib'

describe('isValidOib', () => {
  it('accepts OIBs with a correct ISO 7064 MOD 11,10 check digit', () => {
    for (const oib of ['69435151530', '94577403194', '00000000001']) expect(isValidOib(oib)).toBe(true)
  })
  it('refuses a wrong check digit, a wrong length and non-digits', () => {
    for (const oib of ['69435151531', '6943515153', '694351515300', '6943515153a', '']) expect(isValidOib(oib)).toBe(false)
  })
})
