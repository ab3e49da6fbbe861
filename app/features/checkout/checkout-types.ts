import type { CheckoutRules } from '#common/checkout/schemas'

/** A country the buyer may choose (checkout/getAvailableCountries). */
export interface CheckoutCountry {
  iso: string
  name: string
}

/** A consent checkbox of the checkout (§2 address and payment steps). */
export interface CheckoutConsent {
  id: number
  label: string
  required: boolean
}

/** getCheckoutSettings as the checkout reads it: the §5 rules, skip-shipping and the consents. */
export interface CheckoutSettings {
  rules: CheckoutRules
  skipShippingStep: boolean
  consents: CheckoutConsent[]
}

/** §3 shipping method with its price (cents) for the cart and its pickup branches. */
export interface ShippingMethod {
  id: number
  name: string
  description: string
  price: number
  branches: { id: number; name: string; address: string }[]
}

export type PaymentType = 'cod' | 'bank_transfer' | 'hpf' | 'paypal'

/** §3 payment method. */
export interface PaymentMethod {
  id: number
  name: string
  description: string
  paymentType: PaymentType
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {})
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const int = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0)
/** A list answered bare or as `{records}` (DESIGN "Lists"). */
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : Array.isArray(record(value).records) ? (record(value).records as unknown[]) : [])

// The readers below accept the §3 names and the obvious alternatives, so a renamed field on the
// server degrades to an empty value instead of breaking the page.

export function readSettings(raw: unknown): CheckoutSettings {
  const data = record(raw)
  const allowed = data.allowedCountries
  return {
    rules: {
      specialCharValidation: data.specialCharValidation !== false,
      consentValidation: data.consentValidation !== false,
      allowedCountries: Array.isArray(allowed) ? allowed.map(text) : 'ALL',
    },
    skipShippingStep: data.skipShippingStep === true,
    consents: list(data.checkoutConsents ?? data.consents).map((item) => {
      const consent = record(item)
      return {
        id: int(consent.id),
        label: text(consent.label ?? consent.title ?? consent.text),
        required: consent.required !== false,
      }
    }),
  }
}

export function readCountries(raw: unknown): CheckoutCountry[] {
  return list(raw)
    .map((item) => {
      const country = record(item)
      const iso = text(country.iso ?? country.code ?? country.id).toUpperCase()
      return { iso, name: text(country.name ?? country.label) || iso }
    })
    .filter((country) => country.iso.length === 2)
}

export function readShippingMethods(raw: unknown): ShippingMethod[] {
  return list(raw).map((item) => {
    const method = record(item)
    const options = record(method.options)
    const branches = list(options.branches ?? method.branches).map((branch) => {
      const b = record(branch)
      return { id: int(b.id), name: text(b.name), address: text(b.address) }
    })
    return {
      id: int(method.id),
      name: text(method.name),
      description: text(method.description),
      price: int(method.price),
      branches,
    }
  })
}

const paymentTypes: PaymentType[] = ['cod', 'bank_transfer', 'hpf', 'paypal']

export function readPaymentMethods(raw: unknown): PaymentMethod[] {
  return list(raw).map((item) => {
    const method = record(item)
    const type = text(method.paymentType ?? method.type).toLowerCase()
    return {
      id: int(method.id),
      name: text(method.name),
      description: text(method.description),
      paymentType: paymentTypes.includes(type as PaymentType) ? (type as PaymentType) : 'cod',
    }
  })
}
