import { z } from '../validation/z'
import type { SiteOptionKey } from './site-options'

/**
 * §7 `settings/general/user` (group, key): the site's general settings in groups, as far as the
 * asking user may read them. Everyone reads `site`, `shop` and `comments`; the `private` group
 * (addresses, payee, scripts, integrations) is for backoffice users with `settings` or `admin`.
 */
export const generalSettingGroups = {
  site: ['SiteName', 'DefaultLanguage', 'HomePageSlug', 'MaintenanceMode', 'DummyMode'],
  shop: ['CartAddition', 'AllowedCountries', 'SkipShippingStep', 'SpecialCharValidation', 'ConsentValidation'],
  comments: ['ReviewsEnabled', 'CommentsRequireApproval', 'CommentsLoggedUsersOnly', 'CommentsOneUserOneComment', 'CommentEditNotAllowed'],
  private: ['ShopEmail', 'ContactEmail', 'MailSenderName', 'MailSenderAddress', 'BankTransfer', 'GitlabProjectId', 'ConsentScripts', 'PrivacyPolicyPageGroup', 'TermsOfSalePageGroup', 'SitemapExcludedSlugs'],
} as const satisfies Record<string, readonly SiteOptionKey[]>

export type GeneralSettingGroup = keyof typeof generalSettingGroups
export const generalSettingGroupNames = Object.keys(generalSettingGroups) as [GeneralSettingGroup, ...GeneralSettingGroup[]]

export const generalSettingsQuerySchema = z
  .object({
    group: z.enum(generalSettingGroupNames).optional(),
    key: z.string().trim().min(1).max(60).optional(),
  })
  .refine((query) => query.key === undefined || query.group !== undefined, { message: 'validation.required', path: ['group'] })

export type GeneralSettingsQuery = z.output<typeof generalSettingsQuerySchema>
