import { describe, expect, it } from 'vitest'
import { decodePathSegment, findUnstorableText, isStorableText } from './storable-text'

describe('storable text (issue 12 §9)', () => {
  it('refuses NUL and lone surrogates, keeps real pairs', () => {
    expect(isStorableText('Čakovec 😀')).toBe(true)
    for (const bad of ['a\u0000', '\ud800', 'x\udfffy', '\ud83d']) expect(isStorableText(bad), JSON.stringify(bad)).toBe(false)
  })

  it('finds the first bad string or key in a parsed payload', () => {
    expect(findUnstorableText({ a: ['ok', { b: 'x\u0000' }] })).toBe('a.1.b')
    expect(findUnstorableText({ ['k\ud800']: 1 })).toBe('k\ud800')
    expect(findUnstorableText('\u0000')).toBe('_')
    expect(findUnstorableText({ a: [1, null, true, 'fine'] })).toBeNull()
  })

  it('decodes a path segment or gives null for broken or unstorable ones', () => {
    expect(decodePathSegment('ab/x%20y.webp')).toBe('ab/x y.webp')
    for (const bad of ['%E0%A4%A', '%00', '%ED%A0%80', '%']) expect(decodePathSegment(bad), bad).toBeNull()
  })
})
