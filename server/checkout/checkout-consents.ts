import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { assignedConsents } from '../gdpr'

/** A consent checkbox of the checkout: `id` is the version of the text shown (what an order logs). */
export interface CheckoutConsentView {
  id: number
  label: string
  required: boolean
}

/**
 * The consents the checkout asks for (§3 consent assignment `checkout`, §5 "consents accepted
 * unless consent validation disabled"), in their newest wording (server/gdpr, ADR 020).
 */
export async function listCheckoutConsents(db: Db, input: { siteId: number; locale: Locale }): Promise<CheckoutConsentView[]> {
  const consents = await assignedConsents(db, { ...input, assignedTo: 'checkout' })
  return consents.map((consent) => ({ id: consent.id, label: consent.text, required: consent.required }))
}

/** The version ids the checkout requires; an older version of a required text does not count. */
export async function requiredCheckoutConsentIds(db: Db, siteId: number): Promise<number[]> {
  const consents = await assignedConsents(db, { siteId, assignedTo: 'checkout', locale: 'hr' })
  return consents.filter((consent) => consent.required).map((consent) => consent.id)
}

/** Only ids the checkout offers are kept; anything else a client sends is dropped. */
export async function knownConsentIds(db: Db, siteId: number, ids: number[]): Promise<number[]> {
  const consents = await assignedConsents(db, { siteId, assignedTo: 'checkout', locale: 'hr' })
  return [...new Set(ids)].filter((id) => consents.some((consent) => consent.id === id))
}
