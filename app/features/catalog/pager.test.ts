import { describe, expect, it } from 'vitest'
import { pageWindow } from './pager'

describe('pageWindow (§9 window of 9)', () => {
  it('centres the current page and shifts at both ends', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(pageWindow(10, 20)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14])
    expect(pageWindow(20, 20)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20])
  })
})
