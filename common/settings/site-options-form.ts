import { z } from '../validation/z'
import { compactIban, isValidIban } from './iban'

/** The HUB-3 payee (issue 20 point 8): the shop's own account, within the slip's field maxima (ADR 016). */
export const bankTransferFormSchema = z.object({
  iban: z.string().trim().refine(isValidIban, 'validation.iban').transform(compactIban),
  recipient: z.string().trim().min(1).max(25),
  street: z.string().trim().min(1).max(25),
  city: z.string().trim().min(1).max(27),
  model: z.enum(['HR00', 'HR01']),
  purposeCode: z.string().trim().regex(/^[A-Z]{4}$/),
})

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
  /** Issue 23: the e-mails' sender; empty means the shop's name and the configured address. Optional for older API clients. */
  MailSenderName: z.string().trim().min(1).max(120).nullable().optional(),
  MailSenderAddress: z.string().trim().email().max(254).nullable().optional(),
  /** Optional for API clients written before it: left out, the stored payee stays; null offers no bank transfer. */
  BankTransfer: bankTransferFormSchema.nullable().optional(),
  CommentsRequireApproval: z.boolean(),
  ReviewsEnabled: z.boolean(),
  CommentsLoggedUsersOnly: z.boolean(),
  CommentsOneUserOneComment: z.boolean(),
  CommentEditNotAllowed: z.boolean(),
  /** Issue 22: a one-use coupon counts as used after a whole order is refunded. */
  RefundCouponCountsAsUsed: z.boolean().default(true),
  /** Issue 22: the withdrawal period in days from delivery; left out by older API clients, the stored value stays. */
  WithdrawalPeriodDays: z.coerce.number().int().min(14).max(365).optional(),
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
  'RefundCouponCountsAsUsed',
] as const satisfies readonly (keyof SiteOptionsForm)[]

export const bankTransferKeys = ['recipient', 'street', 'city', 'iban', 'model', 'purposeCode'] as const

const bankTransferTextKeys = ['recipient', 'street', 'city', 'iban'] as const

/** The payee's fields, or null when the owner left every one of them empty (no bank transfer). */
function bankTransferFromForm(form: FormData): Record<string, unknown> | null {
  const fields = Object.fromEntries(bankTransferKeys.map((key) => [key, form.get(`BankTransfer.${key}`)]))
  return bankTransferTextKeys.every((key) => String(fields[key] ?? '').trim() === '') ? null : fields
}

/** An empty text field means "not set" (null), which the option's reader turns into its default. */
function emptyAsNull(value: FormDataEntryValue | null): string | null {
  const text = String(value ?? '').trim()
  return text === '' ? null : text
}

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
    MailSenderName: emptyAsNull(form.get('MailSenderName')),
    MailSenderAddress: emptyAsNull(form.get('MailSenderAddress')),
    WithdrawalPeriodDays: form.get('WithdrawalPeriodDays') ?? undefined,
    BankTransfer: bankTransferFromForm(form),
    ...Object.fromEntries(siteOptionBooleanKeys.map((key) => [key, form.get(key) === 'on'])),
  }
}
