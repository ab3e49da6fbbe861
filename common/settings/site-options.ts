import { z } from '../validation/z'
import { locales } from '../i18n/locales'
import { isConsentScriptSrc } from '../consent/cookie-consent'
import { invoiceSettingsSchema } from '../invoices/invoice-settings'

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
  /**
   * §9 dummy mode: an empty-shop preview — product listings show 6 placeholder products and edit
   * mode is off (§2). Visitors see it too, so only a backoffice user with `settings` turns it on.
   */
  DummyMode: z.boolean().catch(false),
  /** §4 after a successful add: 0 go to the cart, 1 stay, 2 show the cart popup. */
  CartAddition: z.union([z.literal(0), z.literal(1), z.literal(2)]).catch(2),
  /** Slug of the privacy policy page the cookie banner links to, per locale's translation group. */
  PrivacyPolicyPageGroup: z.string().uuid().nullable().catch(null),
  /** The terms of sale page the checkout's terms consent links to, per locale's translation group. */
  TermsOfSalePageGroup: z.string().uuid().nullable().catch(null),
  SitemapExcludedSlugs: z.array(z.string()).catch([]),
  CommentsRequireApproval: z.boolean().catch(true),
  ReviewsEnabled: z.boolean().catch(true),
  GitlabProjectId: z.string().nullable().catch(null),
  /** §5 checkout address countries: 'ALL' = every country in the list, else these ISO codes. */
  AllowedCountries: z.union([z.literal('ALL'), z.array(z.string().length(2))]).catch('ALL'),
  /** §4 the shipping step is skipped by taking the first applicable method. */
  SkipShippingStep: z.boolean().catch(false),
  /** §5 names may hold only letters, spaces, apostrophes (and hyphens after the first part). */
  SpecialCharValidation: z.boolean().catch(true),
  /** §5 checkout consents must be accepted. */
  ConsentValidation: z.boolean().catch(true),
  /** Where the shop's copy of each order e-mail goes. */
  ShopEmail: z.string().email().catch('narudzbe@izlog.local'),
  /** Issue 23: the name e-mails come from; unset means the shop's name. */
  MailSenderName: z.string().trim().min(1).max(120).nullable().catch(null),
  /** Issue 23: the address e-mails come from; unset means the configured MAIL_FROM address (mail-layout/mail-brand.ts). */
  MailSenderAddress: z.string().email().nullable().catch(null),
  /** Where contact/contactAdmin messages go; unset means ShopEmail. */
  ContactEmail: z.string().email().nullable().catch(null),
  /** Bank transfer payee for the HUB-3 slip (§9 reference = order number, model HR00/HR01); unset means no bank transfer is offered. */
  BankTransfer: z
    .object({
      iban: z.string(),
      recipient: z.string(),
      street: z.string(),
      city: z.string(),
      model: z.enum(['HR00', 'HR01']),
      purposeCode: z.string().length(4),
    })
    .nullable()
    // No placeholder payee: a shop that has not named its account offers no bank transfer (issue 20.8).
    .catch(null),
  /** §5 "Comments: registered users only" (comment/getOptions loggedUsersOnly). */
  CommentsLoggedUsersOnly: z.boolean().catch(true),
  /** comment/getOptions oneUserOneComment: one review or comment per account and product/post. */
  CommentsOneUserOneComment: z.boolean().catch(true),
  /** comment/getOptions commentEditNotAllowed: authors may not change what they wrote. */
  CommentEditNotAllowed: z.boolean().catch(false),
  /** Analytics and marketing scripts; each loads only after the visitor allowed its cookie category (ADR 020). */
  ConsentScripts: z
    .array(z.object({ category: z.enum(['analytics', 'marketing']), src: z.string().refine(isConsentScriptSrc) }))
    .max(20)
    .catch([]),
  /**
   * Issue 22: after a refund of the whole order, a one-use coupon stays used (true, the default)
   * or may be used again (false).
   */
  RefundCouponCountsAsUsed: z.boolean().catch(true),
  /** Issue 21: the seller, numbering and fiscalisation of invoices; unset means the shop issues none yet. */
  Invoicing: invoiceSettingsSchema.nullable().catch(null),
  /** Issue 22: days a consumer may withdraw, counted from delivery (ZZP Art. 72: at least 14). */
  WithdrawalPeriodDays: z.number().int().min(14).max(365).catch(14),
})

export type SiteOptions = z.infer<typeof siteOptionsSchema>
export type SiteOptionKey = keyof SiteOptions

export function readSiteOptions(rows: { key: string; value: unknown }[]): SiteOptions {
  const raw: Record<string, unknown> = {}
  for (const row of rows) raw[row.key] = row.value
  return siteOptionsSchema.parse(raw)
}
