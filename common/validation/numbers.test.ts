import { describe, expect, it } from 'vitest'
import { clampedIntSchema, dbIdParamSchema, dbIdSchema, pageFromQuery } from './numbers'

describe('shared number rules (issue 12 §9)', () => {
  it('accepts ids 1..2^31-1 only', () => {
    expect(dbIdSchema.safeParse(2_147_483_647).success).toBe(true)
    for (const bad of [0, -1, 1.5, 2_147_483_648, 1e20]) expect(dbIdSchema.safeParse(bad).success, String(bad)).toBe(false)
    expect(dbIdParamSchema.parse('42')).toBe(42)
    for (const bad of ['2147483648', '1e20', 'abc', '']) expect(dbIdParamSchema.safeParse(bad).success, bad).toBe(false)
  })

  it('clamps page numbers and sizes instead of refusing them', () => {
    const page = clampedIntSchema(1000)
    expect(page.parse(1e20)).toBe(1000)
    expect(page.parse(Infinity)).toBe(1000)
    expect(page.parse('1e400')).toBe(1000)
    expect(page.parse(-3)).toBe(1)
    expect(page.parse('2.7')).toBe(2)
    expect(page.safeParse('abc').success).toBe(false)
    expect(pageFromQuery('1e20', 1000)).toBe(1000)
    expect(pageFromQuery('abc', 1000)).toBe(1)
    expect(pageFromQuery(null, 1000)).toBe(1)
  })
})
