import { describe, expect, it } from 'vitest'
import { parseEuroInput } from '#common/catalog/product-edit'
import { flattenTree, subtreeIds } from './category-tree'

const category = (id: number, parentId: number | null, position: number) => ({ id, parentId, position, names: { hr: `K${id}` }, kpdCode: null })

describe('category tree of the product-categories modal', () => {
  const list = [category(1, null, 1), category(2, null, 0), category(3, 1, 0), category(4, 3, 0), category(5, 99, 0)]

  it('orders parents before children and siblings by position; an unknown parent means the top level', () => {
    expect(flattenTree(list).map((node) => [node.category.id, node.depth])).toEqual([
      [2, 0],
      [5, 0],
      [1, 0],
      [3, 1],
      [4, 2],
    ])
  })

  it('knows the subtree a category cannot be moved into', () => {
    expect([...subtreeIds(list, 1)].sort()).toEqual([1, 3, 4])
  })
})

describe('euro input', () => {
  it('reads comma decimals and dot thousands as cents', () => {
    expect(parseEuroInput('12,50')).toBe(1250)
    expect(parseEuroInput('1.234,5')).toBe(123_450)
    expect(parseEuroInput(' 99 € ')).toBe(9900)
    expect(parseEuroInput('0')).toBe(0)
  })

  it('refuses what is not a price', () => {
    for (const text of ['', '-1', '12.50', '1,234', 'abc', '1e3', '12,345', '10000000,01']) expect(parseEuroInput(text), text).toBeNull()
  })
})
