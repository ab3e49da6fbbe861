import { describe, expect, it } from 'vitest'
import { formatMoney } from '../money'
import { readCategoryQuery, filtersFromQuery, writeCategoryQuery } from './filters'
import { bundleSaving, discountPercent, displayedStock, searchKey } from './rules'

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ')

describe('formatMoney', () => {
  it('formats cents the Croatian way, and German and English their way', () => {
    expect(nbsp(formatMoney(123456, 'hr'))).toBe('1.234,56 €')
    expect(nbsp(formatMoney(999, 'hr'))).toBe('9,99 €')
    expect(nbsp(formatMoney(100000000, 'hr'))).toBe('1.000.000,00 €')
    expect(nbsp(formatMoney(123456, 'de'))).toBe('1.234,56 €')
    expect(formatMoney(123456, 'en')).toBe('€1,234.56')
  })
})

describe('§9 stock rule', () => {
  const simple = { format: 'simple' as const, stockQuantity: 5, infiniteQuantity: false, slug: 'sofa' }
  it('shows actual − 2, never below 0', () => {
    expect(displayedStock(simple)).toBe(3)
    expect(displayedStock({ ...simple, stockQuantity: 1 })).toBe(0)
  })
  it('is unlimited (null) with infinite stock; bundles and the two service slugs are exempt', () => {
    expect(displayedStock({ ...simple, infiniteQuantity: true })).toBeNull()
    expect(displayedStock({ ...simple, format: 'bundle', stockQuantity: 1 })).toBe(1)
    expect(displayedStock({ ...simple, format: 'configurable', slug: 'usluga-montaze' })).toBe(5)
    expect(displayedStock({ ...simple, format: 'configurable', slug: 'usluga-dizajna-interijera' })).toBe(5)
  })
})

describe('discount percent', () => {
  it('rounds to an integer and is 0 without a reduction', () => {
    expect(discountPercent(6667, 10000)).toBe(33)
    expect(discountPercent(8450, 10000)).toBe(16)
    expect(discountPercent(10000, 10000)).toBe(0)
    expect(discountPercent(12000, 10000)).toBe(0)
  })
})

describe('searchKey', () => {
  it('folds Croatian letters and case', () => {
    expect(searchKey('Ćevapi u Đakovu, ŠŽČ!')).toBe('cevapi u dakovu szc')
  })
})

describe('category URL state (§5 filter query rules)', () => {
  const defaults = { sort: 'newest' as const, perPage: 12 }
  it('round-trips and leaves defaults out of the URL', () => {
    const state = readCategoryQuery(new URLSearchParams('boja=3,4&povrsina=20,60&pametno=yes&discount=1&page=2&perPage=24&sort=priceAsc'), defaults)
    expect(writeCategoryQuery(state, defaults)).toBe('?boja=3%2C4&povrsina=20%2C60&pametno=yes&discount=1&sort=priceAsc&perPage=24&page=2')
    expect(writeCategoryQuery(readCategoryQuery(new URLSearchParams(''), defaults), defaults)).toBe('')
  })
  it('turns the URL into filters: dropdown takes the first value, a 0–0 range is omitted', () => {
    const state = readCategoryQuery(new URLSearchParams('stil=2,3&boja=3,4&povrsina=0,0&jamstvo=,5&pametno=no'), defaults)
    const filters = filtersFromQuery(state, { stil: 'dropdown', boja: 'visualSwatch', povrsina: 'number', jamstvo: 'number', pametno: 'yesNo' })
    expect(filters).toEqual([
      { key: 'stil', value: [2] },
      { key: 'boja', value: [3, 4] },
      { key: 'jamstvo', value: { min: null, max: 5 } },
      { key: 'pametno', value: 'no' },
    ])
  })
})

describe('bundleSaving', () => {
  it('compares the bundle with its parts bought one by one', () => {
    expect(bundleSaving(19_900, [{ price: 15_000, quantity: 1 }, { price: 3_000, quantity: 2 }])).toEqual({ separately: 21_000, saving: 1_100 })
  })
  it('shows no saving when the bundle costs as much as its parts or more', () => {
    expect(bundleSaving(21_000, [{ price: 15_000, quantity: 1 }, { price: 3_000, quantity: 2 }])).toBeNull()
    expect(bundleSaving(500, [])).toBeNull()
  })
})
