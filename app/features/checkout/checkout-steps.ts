import type { CheckoutAddressStepInput } from '#common/checkout/schemas'

/** §4 checkout steps, in order. */
export const checkoutSteps = ['address', 'shipping', 'payment'] as const
export type CheckoutStep = (typeof checkoutSteps)[number]

/** The step lives in the URL (`?korak=dostava`), so Back, reload and a shared link keep it. */
export const STEP_PARAM = 'korak'
const stepSlugs: Record<CheckoutStep, string> = {
  address: 'adresa',
  shipping: 'dostava',
  payment: 'placanje',
}

export function stepFromParam(value: string | null): CheckoutStep {
  return checkoutSteps.find((step) => stepSlugs[step] === value) ?? 'address'
}

export function stepParam(step: CheckoutStep): string {
  return stepSlugs[step]
}

export interface CheckoutProgress {
  /** The address step was saved for this cart. */
  hasAddress: boolean
  /** The cart holds a saved shipping method. */
  hasShipping: boolean
  /** Only e-products: nothing to ship, the shipping step does not apply. */
  needsShipping: boolean
}

/** The step the buyer may see: asking for one whose prerequisites are missing gives the earliest incomplete one. */
export function allowedStep(requested: CheckoutStep, progress: CheckoutProgress): CheckoutStep {
  if (requested === 'address' || !progress.hasAddress) return 'address'
  if (requested === 'shipping') return progress.needsShipping ? 'shipping' : 'payment'
  if (progress.needsShipping && !progress.hasShipping) return 'shipping'
  return 'payment'
}

/** What the address step saved, kept for this tab so Back and reload show the form as sent. */
export type AddressDraft = CheckoutAddressStepInput

const draftKey = (cartId: number) => `izlog:checkout:${cartId}`

export function readAddressDraft(cartId: number): AddressDraft | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(cartId))
    return raw ? (JSON.parse(raw) as AddressDraft) : null
  } catch {
    return null
  }
}

export function writeAddressDraft(cartId: number, draft: AddressDraft): void {
  try {
    window.sessionStorage.setItem(draftKey(cartId), JSON.stringify(draft))
  } catch {
    // Storage full or blocked: the step still works, only reload forgets it.
  }
}

export function clearAddressDraft(cartId: number): void {
  try {
    window.sessionStorage.removeItem(draftKey(cartId))
  } catch {
    // Nothing to clear.
  }
}
