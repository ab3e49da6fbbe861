import { describe, expect, it } from 'vitest'
import { safeRedirectOr, safeRedirectPath } from './safe-redirect'

describe('safeRedirectPath', () => {
  it('keeps site-relative paths with query and hash', () => {
    expect(safeRedirectPath('/profil')).toBe('/profil')
    expect(safeRedirectPath('/en/cart?x=1#top')).toBe('/en/cart?x=1#top')
  })

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil',
    '/\\/evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'https://evil.example',
    'evil.example',
    '/\t/evil.example',
    ' /profil',
    '',
  ])('refuses %j', (target) => {
    expect(safeRedirectPath(target)).toBeNull()
    expect(safeRedirectOr(target, '/')).toBe('/')
  })

  it('refuses non-strings', () => {
    expect(safeRedirectPath(undefined)).toBeNull()
    expect(safeRedirectPath(['/a'])).toBeNull()
  })
})
