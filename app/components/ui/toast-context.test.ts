import { describe, expect, it } from 'vitest'
import { toastDuration } from './toast-context'

describe('toastDuration', () => {
  it('keeps an ordinary toast 3000 ms (§9)', () => {
    expect(toastDuration({ message: 'Dodano u košaricu' })).toBe(3000)
    expect(toastDuration({ message: 'x'.repeat(200), kind: 'success' })).toBe(3000)
  })

  it('keeps an error 50 ms per character, at least 3000 ms (§8)', () => {
    expect(toastDuration({ message: 'Kratko', kind: 'error' })).toBe(3000)
    expect(toastDuration({ message: 'x'.repeat(100), kind: 'error' })).toBe(5000)
  })

  it('honours an explicit duration such as the 12 s cart-change notice', () => {
    expect(toastDuration({ message: 'Košarica je promijenjena', kind: 'info', duration: 12000 })).toBe(12000)
  })
})
