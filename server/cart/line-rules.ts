import type { CartItemOptions } from '../../common/cart/schemas'
import { displayedStock } from '../../common/catalog/rules'
import type { CatalogFacts, ProductRow } from './catalog-facts'
import type { StockUse } from './stock-limit'

/** Why a product with these options cannot be a cart line (§4 product purchasable). */
export type LineProblem = 'notFound' | 'configurationNotSet' | 'notPurchasable' | 'optionRequired' | 'invalidOption'

export interface ResolvedLine {
  product: ProductRow
  parent: ProductRow | null
  options: CartItemOptions
  optionsKey: string
  uses: StockUse[]
  isDigital: boolean
  productIds: number[]
  categoryIds: number[]
  /** Bundle components as bought: the chosen variant of a configurable one, else the component. */
  components: { product: ProductRow; quantity: number }[]
}

function isSellable(row: ProductRow | undefined): row is ProductRow {
  return Boolean(row && !row.archived && row.isPurchasable)
}

/** Units of a product the cart may hold: the shown stock of §9 (a bundle's own stock is exempt). */
export function availableUnits(facts: CatalogFacts, row: ProductRow): number | null {
  const slugOwner = row.parentId ?? row.id
  return displayedStock({ format: row.format, stockQuantity: row.stockQuantity, infiniteQuantity: row.infiniteQuantity, slug: facts.slugs.get(slugOwner) ?? '' })
}

/**
 * Checks a product and its options against the catalogue and returns the line in canonical form
 * (options trimmed to what the product has, sorted) with the stock it draws on.
 */
export function resolveLine(facts: CatalogFacts, line: { productId: number; options: CartItemOptions }): ResolvedLine | { problem: LineProblem } {
  const product = facts.products.get(line.productId)
  if (!product || product.archived) return { problem: 'notFound' }
  const parent = product.parentId ? (facts.products.get(product.parentId) ?? null) : null
  if (!isSellable(product) || (product.parentId && !isSellable(parent ?? undefined))) return { problem: 'notPurchasable' }
  if (product.format === 'configurable') return { problem: 'configurationNotSet' }

  const components: ResolvedLine['components'] = []
  const bundleOptions: NonNullable<CartItemOptions['bundleOptions']> = []
  if (product.format === 'bundle') {
    const items = facts.bundleItems.get(product.id) ?? []
    if (items.length === 0) return { problem: 'notPurchasable' }
    for (const item of items) {
      const component = facts.products.get(item.productId)
      if (!isSellable(component)) return { problem: 'notPurchasable' }
      if (component.format !== 'configurable') {
        components.push({ product: component, quantity: item.quantity })
        continue
      }
      const variantId = line.options.bundleOptions?.find((entry) => entry.id === component.id)?.options.variantId
      const variant = variantId ? facts.products.get(variantId) : undefined
      if (!isSellable(variant) || variant.parentId !== component.id) return { problem: 'configurationNotSet' }
      components.push({ product: variant, quantity: item.quantity })
      bundleOptions.push({ id: component.id, options: { variantId: variant.id } })
    }
  }

  const personalizations = resolvePersonalizations(facts, line.options, [product, parent, ...components.flatMap((c) => [c.product, c.product.parentId ? facts.products.get(c.product.parentId) : undefined])])
  if ('problem' in personalizations) return personalizations

  const options: CartItemOptions = {}
  if (personalizations.list.length) options.personalizations = personalizations.list
  if (bundleOptions.length) options.bundleOptions = bundleOptions.sort((a, b) => a.id - b.id)

  const uses: StockUse[] =
    product.format === 'bundle'
      ? [
          { productId: product.id, perUnit: 1, available: product.infiniteQuantity ? null : Math.max(0, product.stockQuantity) },
          ...components.map((c) => ({ productId: c.product.id, perUnit: c.quantity, available: availableUnits(facts, c.product) })),
        ]
      : [{ productId: product.id, perUnit: 1, available: availableUnits(facts, product) }]

  return {
    product,
    parent,
    options,
    optionsKey: JSON.stringify(options),
    uses,
    isDigital: product.format === 'eProduct',
    productIds: parent ? [product.id, parent.id] : [product.id],
    categoryIds: [...new Set([...product.categoryIds, ...(parent?.categoryIds ?? [])])],
    components,
  }
}

function resolvePersonalizations(
  facts: CatalogFacts,
  options: CartItemOptions,
  owners: (ProductRow | null | undefined)[],
): { list: NonNullable<CartItemOptions['personalizations']> } | { problem: LineProblem } {
  const allowed = new Map(owners.flatMap((owner) => (owner ? (facts.customOptions.get(owner.id) ?? []) : [])).map((o) => [o.id, o]))
  const given = new Map<number, string | number>()
  for (const entry of options.personalizations ?? []) {
    const option = allowed.get(entry.optionId)
    if (!option) return { problem: 'invalidOption' }
    if (option.type === 'number') {
      const value = typeof entry.value === 'number' ? entry.value : entry.value === '' ? null : Number(entry.value.replace(',', '.'))
      if (value === null) continue
      if (!Number.isFinite(value) || value < 0) return { problem: 'invalidOption' }
      given.set(option.id, value)
    } else {
      const value = String(entry.value).trim()
      if (value) given.set(option.id, value)
    }
  }
  for (const option of allowed.values()) {
    if (option.isRequired && !given.has(option.id)) return { problem: 'optionRequired' }
  }
  return { list: [...given.entries()].sort(([a], [b]) => a - b).map(([optionId, value]) => ({ optionId, value })) }
}
