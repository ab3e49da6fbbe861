import { z } from '../validation/z'

/** A consent checkbox of the checkout: `id` is the version of the text shown (what an order logs). */
export const checkoutConsentSchema = z.object({ id: z.number().int(), label: z.string(), required: z.boolean() })

/** §7 getCheckoutSettings: what checkout needs (the §5 rules, delivery prices in cents, VAT, consents). */
export const checkoutSettingsSchema = z.object({
  allowedCountries: z.array(z.string().length(2)),
  /** §4 after a successful add: 0 go to the cart, 1 stay, 2 show the cart popup. */
  cartAddition: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  freeDeliveryFrom: z.number().int(),
  standardDelivery: z.number().int(),
  vatPercent: z.number(),
  skipShippingStep: z.boolean(),
  specialCharValidation: z.boolean(),
  consentValidation: z.boolean(),
  checkoutConsents: z.array(checkoutConsentSchema),
})
export type CheckoutSettingsView = z.infer<typeof checkoutSettingsSchema>

/** §7 getCurrencyConfig (v2): the currencies the shop sells in. */
export const currencyConfigSchema = z.object({
  allowedCurrencies: z.array(z.object({ id: z.number().int(), label: z.string(), symbol: z.string() })),
  mainCurrencyId: z.number().int(),
})
export type CurrencyConfig = z.infer<typeof currencyConfigSchema>
