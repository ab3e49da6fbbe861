import type { EditableMenuItem } from '#common/cms/menu-tree'
import { MAX_MENU_DEPTH } from '#common/cms/navigation'

/** Where an item sits in a menu tree: its index at each level. */
export type TreePath = number[]

function height(item: EditableMenuItem): number {
  return 1 + Math.max(0, ...item.children.map(height))
}

/** Calls `change` on the list holding the item at `path` (the root list for a top-level item). */
function withSiblings(items: EditableMenuItem[], path: TreePath, change: (siblings: EditableMenuItem[], index: number) => EditableMenuItem[]): EditableMenuItem[] {
  const [head, ...rest] = path
  if (head === undefined) return items
  if (rest.length === 0) return change(items, head)
  return items.map((item, index) => (index === head ? { ...item, children: withSiblings(item.children, rest, change) } : item))
}

export function updateItem(items: EditableMenuItem[], path: TreePath, patch: Partial<EditableMenuItem>): EditableMenuItem[] {
  return withSiblings(items, path, (siblings, index) => siblings.map((item, at) => (at === index ? { ...item, ...patch } : item)))
}

export function removeItem(items: EditableMenuItem[], path: TreePath): EditableMenuItem[] {
  return withSiblings(items, path, (siblings, index) => siblings.filter((_, at) => at !== index))
}

export function moveItem(items: EditableMenuItem[], path: TreePath, delta: -1 | 1): EditableMenuItem[] {
  return withSiblings(items, path, (siblings, index) => {
    const to = index + delta
    if (to < 0 || to >= siblings.length) return siblings
    const next = [...siblings]
    const [moved] = next.splice(index, 1)
    next.splice(to, 0, moved!)
    return next
  })
}

export function addChild(items: EditableMenuItem[], path: TreePath, child: EditableMenuItem): EditableMenuItem[] {
  if (path.length >= MAX_MENU_DEPTH) return items
  return withSiblings(items, path, (siblings, index) => siblings.map((item, at) => (at === index ? { ...item, children: [...item.children, child] } : item)))
}

/** Makes an item the last child of its previous sibling, when the tree stays within three levels. */
export function canIndent(items: EditableMenuItem[], path: TreePath): boolean {
  const index = path.at(-1) ?? 0
  const item = itemAt(items, path)
  return index > 0 && item !== undefined && path.length + height(item) <= MAX_MENU_DEPTH
}

export function indentItem(items: EditableMenuItem[], path: TreePath): EditableMenuItem[] {
  if (!canIndent(items, path)) return items
  return withSiblings(items, path, (siblings, index) => {
    const item = siblings[index]!
    return siblings.flatMap((sibling, at) => (at === index ? [] : at === index - 1 ? [{ ...sibling, children: [...sibling.children, item] }] : [sibling]))
  })
}

/** Moves an item out of its parent, right after it. */
export function outdentItem(items: EditableMenuItem[], path: TreePath): EditableMenuItem[] {
  if (path.length < 2) return items
  const item = itemAt(items, path)
  if (!item) return items
  const parentPath = path.slice(0, -1)
  const withoutItem = removeItem(items, path)
  return withSiblings(withoutItem, parentPath, (siblings, index) => [...siblings.slice(0, index + 1), item, ...siblings.slice(index + 1)])
}

export function itemAt(items: EditableMenuItem[], path: TreePath): EditableMenuItem | undefined {
  let level = items
  let item: EditableMenuItem | undefined
  for (const index of path) {
    item = level[index]
    if (!item) return undefined
    level = item.children
  }
  return item
}
