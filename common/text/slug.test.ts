import { describe, expect, it } from 'vitest'
import { slugify } from './slug'

describe('slugify', () => {
  it('folds Croatian letters and accents', () => {
    expect(slugify('Ćevapi, Đakovo!')).toBe('cevapi-dakovo')
    expect(slugify('Komoda Glina', { locale: 'hr' })).toBe('komoda-glina')
  })

  it('spells German umlauts and ß out in German only', () => {
    expect(slugify('Möbel', { locale: 'de' })).toBe('moebel')
    expect(slugify('Küche Größe Äpfel', { locale: 'de' })).toBe('kueche-groesse-aepfel')
    expect(slugify('Möbel')).toBe('mobel')
  })

  it('keeps to the length asked for', () => {
    expect(slugify('a'.repeat(100))).toHaveLength(80)
    expect(slugify('Naslov dokumenta', { maxLength: 6 })).toBe('naslov')
  })
})
