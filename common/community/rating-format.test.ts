import { describe, expect, it } from 'vitest'
import { formatRating } from './rating-format'

describe('formatRating', () => {
  it('writes one decimal at most, in the locale’s own way', () => {
    expect(formatRating(4.5, 'hr')).toBe('4,5')
    expect(formatRating(4.25, 'de')).toBe('4,3')
    expect(formatRating(4, 'en')).toBe('4')
  })
})
