/**
 * What a person calls a variant (issue 20 point 5): the configurable product's name and the
 * variant's option values in the selectors' order — "Modularna sofa Sava — siva, trosjed" — as
 * Shopify and Shopware name them, never the variant's own stored name ("Modularna sofa Sava (6)").
 */
export function variantDisplayName(productName: string, optionValues: readonly string[]): string {
  const values = optionValues.map((value) => value.trim()).filter(Boolean)
  return values.length ? `${productName} — ${values.join(', ')}` : productName
}

/** A bundle part or order part as the warehouse picks it: "2 × Modularna sofa Sava — siva, trosjed". */
export function partLabel(part: { qty: number; name: string }): string {
  return `${part.qty} × ${part.name}`
}
