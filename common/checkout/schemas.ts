import { z } from '../validation/z'
import { emailField, optionalText, requiredText } from '../users/schemas'
import { isValidOib } from './oib'

/**
 * One zod schema per checkout payload (§3, §5, §7), shared by the checkout forms, the API and the
 * services. Catalogue keys as custom messages are translated by common/validation/messages.ts.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647)

/**
 * §5: letters (any script), spaces and apostrophes; a hyphen only after the first letter
 * ("Ana-Marija", "O'Brien-Kovač"), never leading a name or a part of it.
 */
const NAME_PATTERN = /^[\p{L}'][\p{L}'-]*( [\p{L}'][\p{L}'-]*)*$/u
export function isPlainName(value: string): boolean {
  return NAME_PATTERN.test(value)
}

/** Checkout options that change the §5 rules; from the site options (getCheckoutSettings). */
export interface CheckoutRules {
  specialCharValidation: boolean
  consentValidation: boolean
  /** 'ALL' or the ISO codes addresses may use. */
  allowedCountries: 'ALL' | string[]
}

/** §5 checkout address: the register-address maxima; the country is an ISO code. */
export const checkoutAddressSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  contactEmail: emailField,
  contactPhone: requiredText(40),
  street: requiredText(75),
  houseNumber: requiredText(15),
  zipCode: requiredText(25),
  city: requiredText(75),
  country: z.string().trim().toUpperCase().length(2),
  companyName: optionalText(150),
  companyOIB: optionalText(11),
})
export type CheckoutAddressInput = z.output<typeof checkoutAddressSchema>

/**
 * §4/§5 address step: the delivery address, a billing address only when "use a different billing
 * address" is checked (else the delivery address is copied and not validated), the accepted
 * consent ids, and for members the saved address ids they chose (0/absent = a new one, saved).
 */
export const checkoutAddressStepSchema = z.object({
  delivery: checkoutAddressSchema,
  differentBilling: z.boolean().default(false),
  billing: checkoutAddressSchema.optional(),
  acceptedConsents: z.array(id).max(50).default([]),
  deliveryAddressId: id.optional(),
  billingAddressId: id.optional(),
  saveToAccount: z.boolean().default(true),
})
export type CheckoutAddressStepInput = z.output<typeof checkoutAddressStepSchema>

/** What the address step leaves on the cart for the next steps and the order. */
export interface CheckoutAddressState {
  delivery: CheckoutAddressInput
  billing: CheckoutAddressInput
  acceptedConsents: number[]
  guestId: string | null
}

/**
 * The rules of §5 that depend on the site's checkout options, added on top of the schema. Returns
 * zod issues with catalogue keys, so the form and the API report the same field messages.
 */
export function checkoutAddressIssues(
  step: CheckoutAddressStepInput,
  rules: CheckoutRules,
  requiredConsentIds: number[],
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = []
  const check = (address: CheckoutAddressInput, prefix: string) => {
    if (rules.specialCharValidation) {
      for (const field of ['firstName', 'lastName'] as const) {
        if (!isPlainName(address[field])) issues.push({ path: [prefix, field], message: 'validation.alphaSpecialChars' })
      }
    }
    if (rules.allowedCountries !== 'ALL' && !rules.allowedCountries.includes(address.country)) {
      issues.push({ path: [prefix, 'country'], message: 'checkout.countryNotAllowed' })
    }
    if (address.companyName || address.companyOIB) {
      if (!address.companyName) issues.push({ path: [prefix, 'companyName'], message: 'validation.required' })
      if (!address.companyOIB) issues.push({ path: [prefix, 'companyOIB'], message: 'validation.required' })
      else if (!isValidOib(address.companyOIB)) issues.push({ path: [prefix, 'companyOIB'], message: 'checkout.invalidOib' })
    }
  }
  check(step.delivery, 'delivery')
  if (step.differentBilling) {
    if (!step.billing) issues.push({ path: ['billing'], message: 'validation.required' })
    else check(step.billing, 'billing')
  }
  if (rules.consentValidation) {
    for (const consentId of requiredConsentIds) {
      if (!step.acceptedConsents.includes(consentId)) issues.push({ path: ['acceptedConsents', consentId], message: 'checkout.consentRequired' })
    }
  }
  return issues
}

/** §7 POST delivery/getApplicableDeliveryMethods. */
export const applicableDeliveryMethodsSchema = z.object({
  countryId: z.string().trim().toUpperCase().length(2).optional(),
  userShippingAddressId: id.optional(),
  userBillingAddressId: id.optional(),
})

/** §7 PUT delivery/saveDeliveryMethod and cart updateDeliveryMethod; §5 method required, branch if it has branches. */
export const saveDeliveryMethodSchema = z.object({
  deliveryMethodId: id.optional(),
  branchId: id.nullable().optional(),
})
export type SaveDeliveryMethodInput = z.output<typeof saveDeliveryMethodSchema>

/** §3 company data sent with the payment method (savePaymentMethod companyData). */
export const companyDataSchema = z.object({
  companyName: requiredText(150),
  oib: z.string().trim().refine(isValidOib, { message: 'checkout.invalidOib' }),
})

/** §7 PUT payment/savePaymentMethod; §5 method required, consents validated. */
export const savePaymentMethodSchema = z.object({
  paymentMethodId: id.optional(),
  companyData: companyDataSchema.optional(),
  acceptedConsents: z.array(id).max(50).default([]),
})
export type SavePaymentMethodInput = z.output<typeof savePaymentMethodSchema>

/** Where a provider sends the buyer back; only site-relative paths are accepted (no open redirect). */
const siteRelativePath = z
  .string()
  .max(500)
  .refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\'), { message: 'validation.invalid' })

/**
 * §3 checkout form + §7 POST order/create. `cartTotal` and `items` are what the buyer saw: the server
 * compares them with its own pricing and refuses with `cartUpdated` when they differ (§4).
 */
export const orderCreateSchema = z.object({
  giftMessage: z.string().trim().max(1000).default(''),
  orderMessage: z.string().trim().max(2000).default(''),
  to: z.string().trim().max(150).default(''),
  from: z.string().trim().max(150).default(''),
  acceptedConsents: z.array(id).max(50).default([]),
  /** Required when the cart holds an eProduct: immediate supply agreed, the right of withdrawal lost (ZZP Art. 79 point 13). */
  digitalSupplyConsent: z.boolean().default(false),
  successURL: siteRelativePath.optional(),
  failureURL: siteRelativePath.optional(),
  seen: z
    .object({
      cartTotal: z.number().int().min(0).max(1_000_000_000),
      items: z.array(z.object({ id, finalPrice: z.number().int().min(0).max(1_000_000_000), qty: z.number().int().min(1).max(100_000) })).max(500),
    })
    .optional(),
})
export type OrderCreateInput = z.output<typeof orderCreateSchema>

/** §3 order create response: an HTML form to submit (HPF), a PayPal object, or nothing (go to success). */
export interface PayPalOrderObject {
  isSubscription: false
  plan_id: null
  quantity: 1
  orderId: string
  total: number
  scriptUrl: string
}
export interface OrderCreateResponse {
  html: string | PayPalOrderObject | null
  orderSlug: string
}

/** §9 order statuses as stored (plus the provider-wait and cancelled states). */
export const orderStatuses = ['pending_payment', 'not_paid', 'paid', 'ready_for_shipping', 'sent', 'delivered', 'not_sent', 'cancelled'] as const
export type OrderStatus = (typeof orderStatuses)[number]

/** The statuses the order desk may set (issue 9 point 7); cancelling returns stock. */
export const deskStatuses = ['paid', 'ready_for_shipping', 'sent', 'delivered', 'cancelled'] as const
export const orderStatusChangeSchema = z.object({
  status: z.enum(deskStatuses),
  note: z.string().trim().max(2000).default(''),
  notifyBuyer: z.boolean().default(true),
})
export const orderNoteSchema = z.object({ note: z.string().trim().min(1).max(2000) })

/** The order desk's list query (server-paged). */
export const orderDeskQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(orderStatuses).optional(),
  paymentType: z.enum(['cod', 'bank_transfer', 'hpf', 'paypal']).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  q: z.string().trim().max(200).optional(),
})
export type OrderDeskQuery = z.output<typeof orderDeskQuerySchema>
