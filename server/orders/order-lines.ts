import { VAT_PERCENT } from '../../common/cart/rules'
import type { Db } from '../db/client'
import { orderLines, type orders } from '../db/schema'
import type { CartState } from '../cart/cart-state'
import { loadTranslations } from '../catalog'

/** The lines as bought: name, SKU and choices copied, so later catalogue edits change no order. */
export async function insertOrderLines(tx: Db, order: typeof orders.$inferSelect, state: CartState): Promise<void> {
  const ids = state.lines.flatMap((line) => [line.resolved.product.id, ...line.resolved.components.map((c) => c.product.id)])
  const names = await loadTranslations(tx, [...new Set(ids)], order.locale === 'en' || order.locale === 'de' ? order.locale : 'hr')
  const nameOf = (id: number, sku: string) => names.get(id)?.name ?? sku
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
          ...(components.length ? { components: components.map((c) => `${c.quantity} × ${nameOf(c.product.id, c.product.sku)}`) } : {}),
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
