import { locales } from '../../../../common/i18n/locales'
import type { TranslationInput } from '../../../catalog/catalog-write'
import { categoryData, type ProductNames } from './catalog-data'
import type { DemoProduct } from './demo-product'
import { furnitureProducts } from './products-furniture'
import { homeProducts } from './products-home'

/** The curated products in the order of their categories. */
export const demoProducts: DemoProduct[] = categoryData.flatMap((category) =>
  [...furnitureProducts, ...homeProducts].filter((product) => product.category === category.key),
)

/** A product's name and description (its own sentences, then its category's closing one) in every language. */
export function translations(names: ProductNames, about: ProductNames, closing?: ProductNames): TranslationInput[] {
  return locales.map((locale) => ({ locale, name: names[locale], description: closing ? `${about[locale]} ${closing[locale]}` : about[locale] }))
}
