import { z } from '../validation/z'
import { linkTargetSchema, type LinkTarget } from './link'

/** A menu item as editors save it: a title, a link target and up to three levels (§2). */
export interface EditableMenuItem {
  title: string
  link: LinkTarget
  children: EditableMenuItem[]
}

const item = <C extends z.ZodType>(children: C) =>
  z.object({
    title: z.string().trim().min(1).max(80),
    link: linkTargetSchema,
    children,
  })

const thirdLevel = item(z.array(z.never()).max(0).default([]))
const secondLevel = item(z.array(thirdLevel).max(30).default([]))
const firstLevel = item(z.array(secondLevel).max(30).default([]))

/** The navigation editor's payload, shared by its form and the API: a whole tree, saved at once. */
export const menuTreeSchema = z.object({ items: z.array(firstLevel).max(30) })
