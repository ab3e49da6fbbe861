import { and, asc, eq } from 'drizzle-orm'
import type { PaymentMethodView } from '../../common/checkout/checkout-views'
import type { SavePaymentMethodInput } from '../../common/checkout/schemas'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { carts, paymentMethods } from '../db/schema'
import type { CartState } from '../cart/cart-state'
import { ApiError } from '../http/api-error'
import { getSiteOptions } from '../site/site-service'
import { isDigitalOnly, localized } from './checkout-cart'
import { requiredCheckoutConsentIds } from './checkout-consents'

export type { PaymentMethodView }

/**
 * §7 getApplicablePaymentMethods: active methods allowed with the chosen delivery method (cash on
 * delivery needs a parcel). A bank transfer needs the shop's own payee and IBAN (issue 20.8): without
 * them the buyer would get a slip with no one to pay.
 */
export async function applicablePaymentMethods(db: Db, state: CartState, input: { locale: Locale }): Promise<PaymentMethodView[]> {
  const { BankTransfer: payee } = await getSiteOptions(db, state.cart.siteId)
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.siteId, state.cart.siteId), eq(paymentMethods.isActive, true)))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id))
  const deliveryId = state.cart.deliveryMethodId
  return rows
    .filter((row) => {
      if (row.type === 'bank_transfer' && !payee) return false
      if (row.deliveryMethodIds.length === 0) return true
      // Nothing is delivered in a digital-only cart, so a method tied to a delivery (cash on delivery) does not apply.
      if (isDigitalOnly(state) || deliveryId === null) return false
      return row.deliveryMethodIds.includes(deliveryId)
    })
    .map((row) => ({
      id: row.id,
      code: row.code,
      name: localized(row.name, input.locale),
      description: localized(row.description, input.locale),
      paymentType: row.type,
    }))
}

/** §7 savePaymentMethod with the §5 rules: consents validated, a method required and applicable; company data kept for the invoice. */
export async function savePaymentMethod(tx: Db, state: CartState, input: SavePaymentMethodInput & { locale: Locale }): Promise<PaymentMethodView> {
  const options = await getSiteOptions(tx, state.cart.siteId)
  if (options.ConsentValidation) {
    const missing = (await requiredCheckoutConsentIds(tx, state.cart.siteId)).filter((id) => !input.acceptedConsents.includes(id))
    if (missing.length) {
      throw new ApiError(400, 'CONSENT_REQUIRED', 'checkout.consentRequired', undefined, Object.fromEntries(missing.map((id) => [`acceptedConsents.${id}`, 'checkout.consentRequired'])))
    }
  }
  if (input.paymentMethodId === undefined) throw new ApiError(400, 'PAYMENT_METHOD_UNDEFINED', 'checkout.paymentMethodUndefined')
  const methods = await applicablePaymentMethods(tx, state, input)
  const method = methods.find((m) => m.id === input.paymentMethodId)
  if (!method) throw new ApiError(400, 'PAYMENT_METHOD_NOT_FOUND', 'checkout.paymentMethodNotFound')
  await tx
    .update(carts)
    .set({ paymentMethodId: method.id, companyData: input.companyData ?? state.cart.companyData, updatedAt: new Date() })
    .where(eq(carts.id, state.cart.id))
  return method
}
