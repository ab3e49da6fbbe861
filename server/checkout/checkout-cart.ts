import { eq, sql } from 'drizzle-orm'
import type { CartSession } from '../../common/cart/schemas'
import type { Db } from '../db/client'
import { carts } from '../db/schema'
import { loadCartState, openCart, type CartScope } from '../cart'
import type { CartState } from '../cart/cart-state'
import { ApiError } from '../http/api-error'

/**
 * A checkout step on one cart: the cart row is locked for the whole transaction (as every cart
 * change is), re-read against the catalogue, and must hold something to buy.
 */
export async function withCheckoutCart<T>(db: Db, scope: CartScope, session: CartSession, work: (tx: Db, state: CartState) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const opened = await openCart(tx, scope, session, { lock: true })
    const userId = opened.userId ?? scope.userId
    if (userId !== opened.userId) await tx.update(carts).set({ userId, updatedAt: sql`now()` }).where(eq(carts.id, opened.id))
    const state = await loadCartState(tx, scope, { ...opened, userId })
    if (state.lines.length === 0) throw new ApiError(409, 'CART_EMPTY', 'checkout.cartEmpty')
    return work(tx, state)
  })
}

export function localized(value: Record<string, string>, locale: string): string {
  return value[locale] ?? value.hr ?? Object.values(value)[0] ?? ''
}

export function isDigitalOnly(state: CartState): boolean {
  return state.lines.every((line) => line.priced.isDigital)
}
