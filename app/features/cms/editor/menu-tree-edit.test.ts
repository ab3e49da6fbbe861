import { describe, expect, it } from 'vitest'
import type { EditableMenuItem } from '#common/cms/menu-tree'
import { addChild, canIndent, indentItem, moveItem, outdentItem, removeItem, updateItem } from './menu-tree-edit'

const item = (title: string, children: EditableMenuItem[] = []): EditableMenuItem => ({ title, link: { kind: 'url', href: 'https://example.org/' }, children })
const titles = (items: EditableMenuItem[]): unknown => items.map((entry) => (entry.children.length ? [entry.title, titles(entry.children)] : entry.title))

describe('menu tree edits', () => {
  const tree = [item('A'), item('B', [item('B1'), item('B2')]), item('C')]

  it('renames, removes and reorders among siblings', () => {
    expect(titles(updateItem(tree, [1, 0], { title: 'Novo' }))).toEqual(['A', ['B', ['Novo', 'B2']], 'C'])
    expect(titles(removeItem(tree, [1, 1]))).toEqual(['A', ['B', ['B1']], 'C'])
    expect(titles(moveItem(tree, [2], -1))).toEqual(['A', 'C', ['B', ['B1', 'B2']]])
    expect(titles(moveItem(tree, [0], -1))).toEqual(titles(tree))
  })

  it('nests under the previous sibling and back out, never deeper than three levels', () => {
    expect(titles(indentItem(tree, [2]))).toEqual(['A', ['B', ['B1', 'B2', 'C']]])
    expect(titles(outdentItem(tree, [1, 0]))).toEqual(['A', ['B', ['B2']], 'B1', 'C'])
    const deep = [item('A', [item('A1', [item('A1a')]), item('A2', [item('A2a')])])]
    expect(canIndent(deep, [0, 1])).toBe(false)
    expect(indentItem(deep, [0, 1])).toBe(deep)
    expect(addChild(deep, [0, 0, 0], item('X'))).toBe(deep)
    expect(titles(addChild(tree, [0], item('A1')))).toEqual([['A', ['A1']], ['B', ['B1', 'B2']], 'C'])
  })
})
