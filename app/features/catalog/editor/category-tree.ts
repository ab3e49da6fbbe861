import type { EditableCategory } from '#common/catalog/product-edit'
import type { Locale } from '#common/i18n/locales'

export interface CategoryNode {
  category: EditableCategory
  depth: number
  /** Index among its siblings, and how many siblings there are. */
  index: number
  siblings: number
}

/** The flat category list in tree order (parents before children, siblings by position). */
export function flattenTree(categories: EditableCategory[]): CategoryNode[] {
  const byParent = new Map<number | null, EditableCategory[]>()
  const ids = new Set(categories.map((category) => category.id))
  for (const category of categories) {
    // A parent that is not in the list (archived) puts the category at the top level.
    const parent = category.parentId !== null && ids.has(category.parentId) ? category.parentId : null
    byParent.set(parent, [...(byParent.get(parent) ?? []), category])
  }
  for (const list of byParent.values()) list.sort((a, b) => a.position - b.position || a.id - b.id)
  const result: CategoryNode[] = []
  const walk = (parent: number | null, depth: number) => {
    const children = byParent.get(parent) ?? []
    children.forEach((category, index) => {
      result.push({ category, depth, index, siblings: children.length })
      walk(category.id, depth + 1)
    })
  }
  walk(null, 0)
  return result
}

/** The category and every category under it: none of them can become its parent. */
export function subtreeIds(categories: EditableCategory[], rootId: number): Set<number> {
  const result = new Set([rootId])
  let grew = true
  while (grew) {
    grew = false
    for (const category of categories) {
      if (category.parentId !== null && result.has(category.parentId) && !result.has(category.id)) {
        result.add(category.id)
        grew = true
      }
    }
  }
  return result
}

export function categoryName(category: EditableCategory, locale: Locale): string {
  return category.names[locale] || category.names.hr || `#${category.id}`
}
