import { and, eq } from 'drizzle-orm'
import { checkoutAddressIssues, type CheckoutAddressInput, type CheckoutAddressState, type CheckoutAddressStepInput } from '../../common/checkout/schemas'
import type { Db } from '../db/client'
import { addresses, carts } from '../db/schema'
import type { CartState } from '../cart/cart-state'
import { ApiError } from '../http/api-error'
import { getSiteOptions } from '../site/site-service'
import { createAddress } from '../users/address-service'
import { upsertGuestUser, type GuestView } from '../users/guest-service'
import { knownConsentIds, requiredCheckoutConsentIds } from './checkout-consents'
import { availableCountries } from './countries'

/** The §5 rules that need the site's options, as field errors (the same messages the form shows). */
async function checkRules(tx: Db, siteId: number, step: CheckoutAddressStepInput): Promise<void> {
  const options = await getSiteOptions(tx, siteId)
  const countries = await availableCountries(tx, { siteId, locale: 'hr' })
  const issues = checkoutAddressIssues(
    step,
    {
      specialCharValidation: options.SpecialCharValidation,
      consentValidation: options.ConsentValidation,
      allowedCountries: countries.map((country) => country.iso),
    },
    await requiredCheckoutConsentIds(tx, siteId),
  )
  if (issues.length) {
    const fields: Record<string, string> = {}
    for (const issue of issues) fields[issue.path.join('.')] ??= issue.message
    throw new ApiError(400, 'VALIDATION_FAILED', 'error.badRequest', undefined, fields)
  }
}

async function ownAddressOr400(tx: Db, userId: number, id: number | undefined): Promise<void> {
  if (id === undefined) return
  const [row] = await tx.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
  if (!row) throw ApiError.badRequest('ADDRESS_NOT_FOUND', { deliveryAddressId: 'validation.invalid' })
}

function sameAddress(a: CheckoutAddressInput, b: { [K in keyof CheckoutAddressInput]?: unknown }): boolean {
  return (['firstName', 'lastName', 'street', 'houseNumber', 'zipCode', 'city', 'country'] as const).every((key) => a[key] === b[key])
}

/** A member's new address goes to the account once (an identical saved one is not duplicated). */
async function saveToAccount(tx: Db, userId: number, address: CheckoutAddressInput, type: 'shipping' | 'billing'): Promise<void> {
  const saved = await tx.select().from(addresses).where(eq(addresses.userId, userId))
  if (saved.some((row) => sameAddress(address, row))) return
  const { companyOIB, companyName, ...rest } = address
  await createAddress(tx, { userId, address: { ...rest, type, region: undefined, companyName, companyOIB } })
}

/**
 * The address step (§4 "address advances on successful save"): validated with the §5 rules, kept
 * on the cart for the next steps and the order. Guests are written through the guest user (the
 * guest cookie); members choose from their own saved addresses or save new ones to the account.
 * A billing address is the delivery one unless "use a different billing address" was checked.
 */
export async function saveAddressStep(
  tx: Db,
  state: CartState,
  input: { step: CheckoutAddressStepInput; userId: number | null; guestId: string | null },
): Promise<{ address: CheckoutAddressState; guest: GuestView | null }> {
  const { step } = input
  await checkRules(tx, state.cart.siteId, step)
  const billing = step.differentBilling && step.billing ? step.billing : step.delivery
  let guest: GuestView | null = null
  if (input.userId !== null) {
    await ownAddressOr400(tx, input.userId, step.deliveryAddressId)
    await ownAddressOr400(tx, input.userId, step.billingAddressId)
    if (step.saveToAccount) {
      if (step.deliveryAddressId === undefined) await saveToAccount(tx, input.userId, step.delivery, 'shipping')
      if (step.differentBilling && step.billingAddressId === undefined) await saveToAccount(tx, input.userId, billing, 'billing')
    }
  } else {
    guest = await upsertGuestUser(tx, {
      guestId: input.guestId,
      guest: {
        email: step.delivery.contactEmail,
        details: { firstName: step.delivery.firstName, lastName: step.delivery.lastName },
        addresses: [
          { ...step.delivery, type: 'shipping', region: undefined },
          { ...billing, type: 'billing', region: undefined },
        ],
        company: { name: billing.companyName, oib: billing.companyOIB, address: undefined },
      },
    })
  }
  const address: CheckoutAddressState = {
    delivery: step.delivery,
    billing,
    acceptedConsents: await knownConsentIds(tx, state.cart.siteId, step.acceptedConsents),
    guestId: guest?.id ?? null,
  }
  await tx.update(carts).set({ checkoutAddress: address, updatedAt: new Date() }).where(eq(carts.id, state.cart.id))
  return { address, guest }
}
