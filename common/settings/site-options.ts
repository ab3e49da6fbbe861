import { z } from '../validation/z'
import { locales } from '../i18n/locales'

/**
 * Site options (§3) and what each one means. Stored as key/value rows; read through this schema so
 * a missing or malformed row falls back to its default instead of breaking the site.
 */
export const siteOptionsSchema = z.object({
  DefaultLanguage: z.enum(locales).catch('hr'),
  /** §9: the home page slug is `pocetna`. */
  HomePageSlug: z.string().min(1).catch('pocetna'),
  SiteName: z.string().min(1).catch('Izlog'),
  /** Replaces the site with the maintenance screen for everyone but backoffice users. */
  MaintenanceMode: z.boolean().catch(false),
  /** §4 after a successful add: 0 go to the cart, 1 stay, 2 show the cart popup. */
  CartAddition: z.union([z.literal(0), z.literal(1), z.literal(2)]).catch(2),
  /** Slug of the privacy policy page the cookie banner links to, per locale's translation group. */
  PrivacyPolicyPageGroup: z.string().uuid().nullable().catch(null),
  SitemapExcludedSlugs: z.array(z.string()).catch([]),
  CommentsRequireApproval: z.boolean().catch(true),
  ReviewsEnabled: z.boolean().catch(true),
  GitlabProjectId: z.string().nullable().catch(null),
})

export type SiteOptions = z.infer<typeof siteOptionsSchema>
export type SiteOptionKey = keyof SiteOptions

export function readSiteOptions(rows: { key: string; value: unknown }[]): SiteOptions {
  const raw: Record<string, unknown> = {}
  for (const row of rows) raw[row.key] = row.value
  return siteOptionsSchema.parse(raw)
}
