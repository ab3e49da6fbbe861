import { z } from '../validation/z'
import { dbIdSchema } from '../validation/numbers'

/**
 * One zod schema per account payload (§3, §5), shared by the forms, the API and the services so
 * every layer gives the same Croatian message for the same rule. Catalogue keys as custom
 * messages are translated by common/validation/messages.ts.
 */

/** §9 password minimum 8; long passphrases welcome (argon2 hashes any length; the cap stops abuse). */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 256

export const requiredText = (max = 100) => z.string().trim().min(1).max(max)
export const emailField = z.string().trim().min(1).max(254).pipe(z.email()).transform((v) => v.toLowerCase())
export const passwordField = z.string().min(1).min(PASSWORD_MIN).max(PASSWORD_MAX)
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined))

/** §5 login: username (an e-mail) required and valid; password required, min 8. */
export const loginSchema = z.object({
  username: emailField,
  password: passwordField,
  /** §3 login payload carries the site's apiKey; the site is already known from the host. */
  apiKey: z.string().max(200).optional(),
})
export type LoginInput = z.output<typeof loginSchema>

export const detailsSchema = z.object({ firstName: requiredText(), lastName: requiredText() })

export const memberCardBarcodeField = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((v) => (v ? v : undefined))

export const addressTypes = ['main', 'billing', 'shipping', 'other'] as const

/** §5 register-with-addresses / checkout address: required fields and the maxima 75/75/75/15/25. */
export const addressSchema = z.object({
  type: z.enum(addressTypes).default('main'),
  firstName: requiredText(),
  lastName: requiredText(),
  contactEmail: emailField,
  contactPhone: requiredText(40),
  country: requiredText(75),
  city: requiredText(75),
  street: requiredText(75),
  houseNumber: requiredText(15),
  zipCode: requiredText(25),
  region: optionalText(75),
  companyName: optionalText(150),
  companyOIB: optionalText(20),
})
export type AddressInput = z.output<typeof addressSchema>
/** An optional field that a PATCH may clear: sent empty means "remove it" (null). */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v ? v : null))

/**
 * PATCH address: only the fields sent change. Built without the create schema's `type` default,
 * which under `.partial()` would quietly turn every partial update into a `main` address.
 */
export const addressUpdateSchema = addressSchema
  .extend({ type: z.enum(addressTypes), region: clearableText(75), companyName: clearableText(150), companyOIB: clearableText(20) })
  .partial()
export type AddressUpdateInput = z.output<typeof addressUpdateSchema>

/** Issue 20.6 address book (API v2 and the profile form): an address and whether it is a default. */
export const addressBookEntrySchema = addressSchema.extend({
  isDefaultDelivery: z.boolean().default(false),
  isDefaultBilling: z.boolean().default(false),
})
export type AddressBookEntryInput = z.output<typeof addressBookEntrySchema>
/** PATCH: only the fields sent change; `isDefault…: false` takes the default away from this address. */
export const addressBookUpdateSchema = addressUpdateSchema.extend({
  isDefaultDelivery: z.boolean().optional(),
  isDefaultBilling: z.boolean().optional(),
})
export type AddressBookUpdateInput = z.output<typeof addressBookUpdateSchema>

/** §3 registration payload (API and service). */
export const registerSchema = z.object({
  details: detailsSchema,
  email: emailField,
  password: passwordField,
  username: z.string().max(254).optional(),
  memberCardBarcode: memberCardBarcodeField,
  /** Addresses mode: the delivery address and the main (billing) address. */
  addresses: z.array(addressSchema).max(2).optional(),
  /** Version ids of the registration's assigned consents the visitor accepted (server/gdpr). */
  acceptedConsents: z.array(dbIdSchema).max(100).default([]),
})
export type RegisterInput = z.output<typeof registerSchema>

/**
 * §5 repeat password. Runs even when other fields are invalid (zod skips refinements of an invalid
 * object by default), so the form shows every problem at once.
 */
const repeatPassword = {
  check: (value: { password?: unknown; confirmedPassword?: unknown }) =>
    !value.confirmedPassword || value.password === value.confirmedPassword,
  params: {
    path: ['confirmedPassword'],
    message: 'validation.repeatPassword',
    when: (payload: { value: unknown }) => Boolean(payload.value && typeof payload.value === 'object'),
  },
}

/** §5 register basic, as the form sends it (flat fields + repeat password; consents are checked apart, server/gdpr). */
export const registerFormSchema = z
  .object({
    firstName: requiredText(),
    lastName: requiredText(),
    email: emailField,
    password: passwordField,
    confirmedPassword: z.string().min(1),
  })
  .refine(repeatPassword.check, repeatPassword.params)

/** §5 register with addresses: delivery, and billing only when 'different billing' is checked. */
export const registerAddressesFormSchema = z
  .object({
    delivery: addressSchema,
    differentBilling: z.literal('on').optional(),
    billing: z.unknown().optional(),
    password: passwordField,
    confirmedPassword: z.string().min(1),
  })
  .refine(repeatPassword.check, repeatPassword.params)
  .superRefine((value, ctx) => {
    if (!value.differentBilling) return
    const billing = addressSchema.safeParse(value.billing ?? {})
    if (!billing.success) {
      for (const issue of billing.error.issues) ctx.addIssue({ ...issue, path: ['billing', ...issue.path] } as never)
    }
  })

/** The profile's card: absent keeps it, empty (or null) removes it, a number must be a valid card of this account. */
export const profileCardField = z
  .string()
  .trim()
  .max(64)
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null))

/** §5 profile: firstName, lastName required; email required and valid. §7 PATCH web/update. */
export const profileUpdateSchema = z.object({
  details: detailsSchema,
  email: emailField,
  username: z.string().max(254).optional(),
  memberCardBarcode: profileCardField,
})
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>

/** §7 POST password/reset (oldPassword, newPassword); §5 the new one differs from the old. */
export const changePasswordSchema = z
  .object({ oldPassword: passwordField, newPassword: passwordField })
  .refine((v) => v.oldPassword !== v.newPassword, { path: ['newPassword'], message: 'validation.differentPassword' })
export type ChangePasswordInput = z.output<typeof changePasswordSchema>

/** §5 change password as the form sends it, with the repeated new password. */
export const changePasswordFormSchema = z
  .object({ oldPassword: passwordField, newPassword: passwordField, newPasswordAgain: z.string().min(1) })
  .refine((v) => v.oldPassword !== v.newPassword, { path: ['newPassword'], message: 'validation.differentPassword' })
  .refine((v) => v.newPassword === v.newPasswordAgain, { path: ['newPasswordAgain'], message: 'validation.repeatPassword' })

export const forgotPasswordSchema = z.object({ email: emailField })

/** "E-mail me a login link": the address, and where to go after the link is used (site-relative). */
export const loginLinkRequestSchema = z.object({ email: emailField })
/** The login link's one-time token (API `login-link/login`, the login page's confirm button). */
export const loginLinkSchema = z.object({ token: z.string().min(10).max(200) })

/** §7 password/set: the one-time token from the e-mail and the new password. */
export const setPasswordSchema = z.object({ token: z.string().min(10).max(200), newPassword: passwordField })
export const setPasswordFormSchema = z
  .object({ token: z.string().min(10).max(200), newPassword: passwordField, newPasswordAgain: z.string().min(1) })
  .refine((v) => v.newPassword === v.newPasswordAgain, { path: ['newPasswordAgain'], message: 'validation.repeatPassword' })

export const barcodeSchema = z.object({ barcode: z.string().trim().min(1).max(64) })

/** §7 updateGuestUser: the guest's e-mail, optionally details, addresses and company. */
export const guestUserSchema = z.object({
  email: emailField,
  details: detailsSchema.partial().optional(),
  addresses: z.array(addressSchema).max(4).optional(),
  company: z.object({ name: optionalText(150), oib: optionalText(20), address: optionalText(200) }).optional(),
})
export type GuestUserInput = z.output<typeof guestUserSchema>
