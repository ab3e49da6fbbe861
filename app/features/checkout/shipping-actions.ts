import type { CheckoutApi } from './checkout-api'

/**
 * §4 SkipShippingStep: the first applicable method is saved for the buyer (with its first branch
 * when it has branches). Answers whether it was saved; if not, the buyer sees the step.
 */
export async function saveFirstShippingMethod(api: CheckoutApi, countryId: string): Promise<boolean> {
  const methods = await api.shippingMethods(countryId)
  const first = methods.ok ? methods.data[0] : undefined
  if (!first) return false
  const saved = await api.saveShippingMethod(first.id, first.branches[0]?.id ?? null)
  return saved.ok
}
