import type { Locale } from '../../common/i18n/locales'

/**
 * The consents the checkout asks for (§3 consent, §5 "consents accepted unless consent validation
 * disabled"). Fixed until the versioned consent texts of the content issue replace them; the
 * accepted ids are kept with the order and logged with the text's version.
 */
const checkoutConsents = [
  {
    id: 1,
    required: true,
    label: {
      hr: 'Prihvaćam uvjete kupnje i izjavu o privatnosti.',
      en: 'I accept the terms of sale and the privacy statement.',
      de: 'Ich akzeptiere die Verkaufsbedingungen und die Datenschutzerklärung.',
    },
  },
  {
    id: 2,
    required: false,
    label: {
      hr: 'Želim primati obavijesti o novim proizvodima i ponudama.',
      en: 'I would like to hear about new products and offers.',
      de: 'Ich möchte über neue Produkte und Angebote informiert werden.',
    },
  },
] as const

export interface CheckoutConsentView {
  id: number
  label: string
  required: boolean
}

export function listCheckoutConsents(locale: Locale): CheckoutConsentView[] {
  return checkoutConsents.map((consent) => ({ id: consent.id, label: consent.label[locale], required: consent.required }))
}

export function requiredCheckoutConsentIds(): number[] {
  return checkoutConsents.filter((consent) => consent.required).map((consent) => consent.id)
}

/** Only ids the checkout offers are kept; anything else a client sends is dropped. */
export function knownConsentIds(ids: number[]): number[] {
  return [...new Set(ids)].filter((id) => checkoutConsents.some((consent) => consent.id === id))
}
