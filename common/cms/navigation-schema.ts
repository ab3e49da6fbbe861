import { z } from '../validation/z'
import { linkTargetSchema } from './link'
import type { EditableMenuItem } from './menu-tree'
import type { MenuItem } from './navigation'

/** navigation/tree: a menu item as the site renders it, its link resolved to a path. */
export const menuItemSchema: z.ZodType<MenuItem> = z.object({
  id: z.number().int(),
  title: z.string(),
  href: z.string(),
  isExternal: z.boolean(),
  newTab: z.boolean().optional(),
  get children() {
    return z.array(menuItemSchema)
  },
})

/** navigation/editable: a menu item as editors save it (title, stored link, children). */
export const editableMenuItemSchema: z.ZodType<EditableMenuItem> = z.object({
  title: z.string(),
  link: linkTargetSchema,
  get children() {
    return z.array(editableMenuItemSchema)
  },
})

export const editableMenuTreeSchema = z.object({ items: z.array(editableMenuItemSchema) })
