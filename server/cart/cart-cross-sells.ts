import { asc, inArray } from 'drizzle-orm'
import type { ProductCard } from '../../common/catalog/types'
import type { Locale } from '../../common/i18n/locales'
import { loadProductCards } from '../catalog'
import type { Db } from '../db/client'
import { productCrossSells } from '../db/schema'
import type { CartState } from './cart-state'

const MAX_CROSS_SELLS = 4

/** §2 cross-sell block: what the products in the cart recommend, minus what is already in it. */
export async function cartCrossSells(db: Db, state: CartState, locale: Locale): Promise<ProductCard[]> {
  const inCart = new Set(state.lines.flatMap((l) => l.resolved.productIds))
  if (inCart.size === 0) return []
  const rows = await db
    .select({ id: productCrossSells.crossSellId })
    .from(productCrossSells)
    .where(inArray(productCrossSells.productId, [...inCart]))
    .orderBy(asc(productCrossSells.position))
  const ids = [...new Set(rows.map((r) => r.id))].filter((id) => !inCart.has(id)).slice(0, MAX_CROSS_SELLS * 2)
  const cards = await loadProductCards(db, ids, locale)
  return cards.filter((card) => card.available).slice(0, MAX_CROSS_SELLS)
}
