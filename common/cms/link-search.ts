import { z } from '../validation/z'
import { locales } from '../i18n/locales'
import { linkTargetSchema, searchableLinkKinds } from './link'
import type { LinkDescriptor } from './link-descriptor'

/** An editor's search for a link target (§2 link-options), one kind and language at a time. */
export const linkSearchQuerySchema = z.object({
  kind: z.enum(searchableLinkKinds),
  language: z.enum(locales),
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(1000).default(1),
})
export type LinkSearchQuery = z.infer<typeof linkSearchQuerySchema>

/** One choice in the list: what the link stores (`group` or `id`), a title and where it is today. */
export interface LinkSearchHit extends LinkDescriptor {
  kind: LinkSearchQuery['kind']
  group?: string
  id?: number
  title: string
  path: string
  /** A page or post that is not published yet in this language. */
  isDraft: boolean
}

export const LINK_SEARCH_PAGE_SIZE = 10

/** §7 link/masters: the links whose target the editor wants in every language. */
export const linkMastersSchema = z.object({ links: z.array(linkTargetSchema).min(1).max(50) })
export type LinkMastersInput = z.infer<typeof linkMastersSchema>

/** A link and the path its target has in each language (null where it has no published version). */
export interface LinkMaster extends LinkDescriptor {
  link: LinkMastersInput['links'][number]
  paths: Record<(typeof locales)[number], string | null>
}
