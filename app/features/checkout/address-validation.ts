import { checkoutAddressIssues, checkoutAddressSchema, checkoutAddressStepSchema, type CheckoutAddressInput } from '#common/checkout/schemas'
import type { Locale } from '#common/i18n/locales'
import { isMessageKey, translate } from '#common/i18n/translate'
import { fieldErrors } from '#common/validation/messages'
import type { AddressDraft } from './checkout-steps'
import type { CheckoutSettings } from './checkout-types'

const addressFields = Object.keys(checkoutAddressSchema.shape) as (keyof CheckoutAddressInput)[]

function readAddress(form: FormData, prefix: string): Record<string, string> {
  return Object.fromEntries(addressFields.map((field) => [field, String(form.get(`${prefix}.${field}`) ?? '')]))
}

/** The address step's form as the §7 saveAddress payload (before validation). */
export function readAddressForm(form: FormData): Record<string, unknown> {
  const differentBilling = form.get('differentBilling') === 'on'
  const savedId = (name: string) => {
    const value = Number(form.get(name))
    return Number.isInteger(value) && value > 0 ? value : undefined
  }
  return {
    delivery: readAddress(form, 'delivery'),
    differentBilling,
    billing: differentBilling ? readAddress(form, 'billing') : undefined,
    acceptedConsents: form.getAll('consent').map(Number),
    deliveryAddressId: savedId('deliveryAddressId'),
    billingAddressId: differentBilling ? savedId('billingAddressId') : undefined,
  }
}

export type AddressValidation = { ok: true; data: AddressDraft } | { ok: false; fields: Record<string, string> }

/**
 * The same checks the server makes (§5): the shared schema, then the rules that depend on the
 * site's checkout options; messages keyed by field path (`delivery.firstName`, `acceptedConsents.3`).
 */
export function validateAddressStep(raw: Record<string, unknown>, settings: CheckoutSettings, locale: Locale): AddressValidation {
  const parsed = checkoutAddressStepSchema.safeParse(raw)
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error, locale) }
  const required = settings.consents.filter((consent) => consent.required).map((consent) => consent.id)
  const issues = checkoutAddressIssues(parsed.data, settings.rules, required)
  if (issues.length === 0) return { ok: true, data: parsed.data }
  const fields: Record<string, string> = {}
  for (const issue of issues) fields[issue.path.join('.')] ??= isMessageKey(issue.message) ? translate(locale, issue.message) : issue.message
  return { ok: false, fields }
}
