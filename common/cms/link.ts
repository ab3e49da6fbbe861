import { z } from '../validation/z'
import { routeTable, type RouteName } from '../i18n/paths'

const routeNames = Object.keys(routeTable) as [RouteName, ...RouteName[]]

/**
 * Where a menu item or a section button points. A page link names the page's translation group,
 * so the same link resolves to the right page in every language.
 */
export const linkTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), group: z.string().uuid() }),
  z.object({
    kind: z.literal('route'),
    route: z.enum(routeNames),
    params: z.record(z.string(), z.string()).optional(),
  }),
  z.object({
    kind: z.literal('url'),
    href: z
      .string()
      .max(2000)
      .refine((href) => /^(https?:\/\/|mailto:|tel:|\/(?![/\\]))/.test(href), 'validation.invalid'),
  }),
])
export type LinkTarget = z.infer<typeof linkTargetSchema>

export { linkKey } from './link-key'
