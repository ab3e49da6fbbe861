/** A delivery method as pricing sees it (cents, PDV included). */
export interface DeliveryPricing {
  price: number
  countryPrices: Record<string, number>
  freeFrom: number | null
}

/**
 * §9 delivery price: the method's price for the country (its default elsewhere), free once the
 * items total after the coupon reaches the method's threshold (80 € for parcels).
 */
export function deliveryPriceFor(method: DeliveryPricing, input: { country: string | null; cartTotal: number }): number {
  const base = (input.country ? method.countryPrices[input.country] : undefined) ?? method.price
  if (method.freeFrom !== null && input.cartTotal >= method.freeFrom) return 0
  return base
}
