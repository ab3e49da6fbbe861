import { VAT_PERCENT } from '../../common/cart/rules'
import { isLocale } from '../../common/i18n/locales'
import type { OrderLinePart } from './order-line-view'
import type { Db } from '../db/client'
import { orderLines, type orders } from '../db/schema'
import type { CartState } from '../cart/cart-state'
import { loadDisplayNames } from '../catalog'

/**
 * The lines as bought: name, SKU and choices copied in the order's language, so later catalogue
 * edits change no order. A variant is named as people name it, and a bundle keeps each part with
 * the variant chosen for it (`parts`), so the warehouse can pick it (issue 20 point 5).
 */
export async function insertOrderLines(tx: Db, order: typeof orders.$inferSelect, state: CartState): Promise<void> {
  const ids = state.lines.flatMap((line) => [line.resolved.product.id, ...line.resolved.components.map((c) => c.product.id)])
  const names = await loadDisplayNames(tx, ids, isLocale(order.locale) ? order.locale : 'hr')
  const nameOf = (id: number, sku: string) => names.get(id) ?? sku
  await tx.insert(orderLines).values(
    state.lines.map((line, position) => {
      const { product, components } = line.resolved
      return {
        orderId: order.id,
        productId: product.id,
        sku: product.sku,
        name: nameOf(product.id, product.sku),
        options: {
          ...line.item.options,
          ...(components.length ? { parts: components.map((c): OrderLinePart => ({ productId: c.product.id, sku: c.product.sku, name: nameOf(c.product.id, c.product.sku), qty: c.quantity })) } : {}),
          // The units taken from stock (a bundle takes its own and its components'); a cancel gives back exactly these.
          stock: line.resolved.uses.filter((use) => use.available !== null).map((use) => ({ productId: use.productId, qty: use.perUnit * line.qty })),
        },
        qty: line.qty,
        unitPrice: line.priced.unitPrice,
        retailPrice: line.priced.regularPrice,
        lineTotal: line.priced.unitPrice * line.qty,
        vatPercent: VAT_PERCENT,
        position,
      }
    }),
  )
}
