import { z } from '../validation/z'
import { routeTable, type RouteName } from '../i18n/paths'

export const routeNames = Object.keys(routeTable) as [RouteName, ...RouteName[]]

/** Outside addresses editors may link to; anything else (javascript:, data:, //host) is refused. */
export const externalHrefPattern = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9 ()/-]+)$/
/** A path on this site, e.g. `/kontakt` (never `//host`, which would leave the site). */
const sitePathPattern = /^\/(?![/\\])[^\s]*$/
/** The id of a section on the page (a section's `anchor` option). */
export const anchorPattern = /^[a-z0-9-]{1,40}$/

/** §2 link-options: open in a new tab (rendered with rel="noopener noreferrer"). */
const linkOptions = { newTab: z.boolean().optional() }

/**
 * The spec's link descriptor (§3) as Izlog stores it: `kind` is the handler, `group`/`id` the
 * linkId, `href`/`anchor` the linkMeta and `newTab` the linkOptions. Internal links name what
 * they point at, never its path: a page or post by its translation group (the link master shared
 * by its translations), a product or category by id, so they resolve to the current slug in each
 * language and a renamed page keeps its links.
 */
export const linkTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), group: z.string().uuid(), ...linkOptions }),
  z.object({ kind: z.literal('post'), group: z.string().uuid(), ...linkOptions }),
  z.object({ kind: z.literal('product'), id: z.number().int().positive(), ...linkOptions }),
  z.object({ kind: z.literal('category'), id: z.number().int().positive(), ...linkOptions }),
  z.object({
    kind: z.literal('route'),
    route: z.enum(routeNames),
    params: z.record(z.string(), z.string()).optional(),
    ...linkOptions,
  }),
  z.object({
    kind: z.literal('url'),
    href: z
      .string()
      .trim()
      .max(2000)
      .refine((href) => externalHrefPattern.test(href) || sitePathPattern.test(href), 'validation.linkUrl'),
    ...linkOptions,
  }),
  z.object({ kind: z.literal('anchor'), anchor: z.string().regex(anchorPattern, 'validation.linkAnchor'), ...linkOptions }),
])
export type LinkTarget = z.infer<typeof linkTargetSchema>
export type LinkKind = LinkTarget['kind']
export const linkKinds = ['page', 'post', 'product', 'category', 'route', 'url', 'anchor'] as const satisfies readonly LinkKind[]
/** The kinds an editor picks from a searchable list. */
export const searchableLinkKinds = ['page', 'product', 'post', 'category'] as const
export type SearchableLinkKind = (typeof searchableLinkKinds)[number]

export { linkTargetAttributes, parseRichLinkRef, richLinkRef } from './link-attributes'
export { linkKey } from './link-key'
