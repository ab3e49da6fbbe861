import { z } from '../validation/z'

/**
 * The site options an owner sets on /admin/settings (issue 14 point 5): one payload for the admin
 * form, the API and the service. Strict, unlike the stored options' read schema, whose `.catch`
 * defaults exist so a bad row never breaks the site; here a bad value is refused with a message.
 */
export const siteOptionsFormSchema = z.object({
  SiteName: z.string().trim().min(1).max(120),
  HomePageSlug: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/),
  CartAddition: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  AllowedCountries: z.union([z.literal('ALL'), z.array(z.string().regex(/^[A-Z]{2}$/)).min(1).max(300)]),
  SkipShippingStep: z.boolean(),
  SpecialCharValidation: z.boolean(),
  ConsentValidation: z.boolean(),
  ShopEmail: z.string().trim().email().max(254),
  ContactEmail: z.string().trim().email().max(254).nullable(),
  CommentsRequireApproval: z.boolean(),
  ReviewsEnabled: z.boolean(),
  CommentsLoggedUsersOnly: z.boolean(),
  CommentsOneUserOneComment: z.boolean(),
  CommentEditNotAllowed: z.boolean(),
})

export type SiteOptionsForm = z.infer<typeof siteOptionsFormSchema>
export const siteOptionsFormKeys = Object.keys(siteOptionsFormSchema.shape) as (keyof SiteOptionsForm)[]

export const siteOptionBooleanKeys = [
  'SkipShippingStep',
  'SpecialCharValidation',
  'ConsentValidation',
  'CommentsRequireApproval',
  'ReviewsEnabled',
  'CommentsLoggedUsersOnly',
  'CommentsOneUserOneComment',
  'CommentEditNotAllowed',
] as const satisfies readonly (keyof SiteOptionsForm)[]

/** An HTML form's fields as the payload: checkboxes are present or absent, countries repeat. */
export function siteOptionsFromForm(form: FormData): unknown {
  const countries = form.getAll('AllowedCountries').map(String)
  const contact = String(form.get('ContactEmail') ?? '').trim()
  return {
    SiteName: form.get('SiteName'),
    HomePageSlug: form.get('HomePageSlug'),
    CartAddition: form.get('CartAddition'),
    AllowedCountries: form.get('countriesMode') === 'ALL' ? 'ALL' : countries,
    ShopEmail: form.get('ShopEmail'),
    ContactEmail: contact === '' ? null : contact,
    ...Object.fromEntries(siteOptionBooleanKeys.map((key) => [key, form.get(key) === 'on'])),
  }
}
