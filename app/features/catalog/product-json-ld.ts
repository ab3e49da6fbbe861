import type { ProductDetail } from '#common/catalog/types'
import { textFromHtml } from '#common/text/plain-text'

/** schema.org Product/Offer for search engines; `<` is escaped so the JSON cannot close the script. */
export function productJsonLd(product: ProductDetail, url: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: textFromHtml(product.description),
    image: product.gallery.map((m) => m.variants.w960?.webp ?? m.src),
    ...(product.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, bestRating: 5, worstRating: 1, ratingCount: product.reviewCount } }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EUR',
      price: (product.price / 100).toFixed(2),
      availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
