import { and, asc, eq } from 'drizzle-orm'
import { MAX_LINE_QUANTITY, type CartSession } from '../../common/cart/schemas'
import type { Db } from '../db/client'
import { cartItems, carts } from '../db/schema'
import { loadCatalogFacts } from './catalog-facts'
import { latestUserCart, openCart, type CartScope } from './cart-session'
import { resolveLine } from './line-rules'
import { maxQuantityFor } from './stock-limit'

/**
 * §4 login: "abandoned cart session loaded". The user's last open cart comes back; a cart the
 * visitor filled as a guest just before logging in is merged into it (same lines add up, capped by
 * stock), or becomes the user's cart when they had none. Returns the session to keep, or null.
 */
export async function restoreAbandonedCart(db: Db, scope: CartScope & { userId: number }, guest: CartSession | null): Promise<CartSession | null> {
  return db.transaction(async (tx) => {
    let current = null
    if (guest) {
      try {
        current = await openCart(tx, scope, guest, { lock: true })
      } catch {
        current = null
      }
    }
    const saved = await latestUserCart(tx, { siteId: scope.siteId, userId: scope.userId, exceptId: current?.id })
    if (!saved) {
      if (!current) return null
      await tx.update(carts).set({ userId: scope.userId, locale: scope.locale }).where(eq(carts.id, current.id))
      return { cartId: current.id, protectCode: current.protectCode }
    }
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, saved.id)).for('update')
    if (current && current.userId === null) await mergeInto(tx, scope, { from: current.id, into: saved.id })
    await tx.update(carts).set({ locale: scope.locale }).where(eq(carts.id, saved.id))
    return { cartId: saved.id, protectCode: saved.protectCode }
  })
}

async function mergeInto(tx: Db, scope: CartScope, input: { from: number; into: number }): Promise<void> {
  const [target, source] = await Promise.all([
    tx.select().from(cartItems).where(eq(cartItems.cartId, input.into)).orderBy(asc(cartItems.id)),
    tx.select().from(cartItems).where(eq(cartItems.cartId, input.from)).orderBy(asc(cartItems.id)),
  ])
  const all = [...target, ...source]
  const facts = await loadCatalogFacts(tx, { siteId: scope.siteId, lines: all.map((i) => ({ productId: i.productId, options: i.options })) })
  const lines = target.flatMap((item) => {
    const resolved = resolveLine(facts, item)
    return 'problem' in resolved ? [] : [{ key: item.id, qty: item.qty, uses: resolved.uses, item }]
  })
  for (const item of source) {
    const resolved = resolveLine(facts, item)
    if ('problem' in resolved) continue
    const twin = lines.find((l) => l.item.productId === item.productId && l.item.optionsKey === resolved.optionsKey)
    const others = lines.filter((l) => l !== twin)
    const wanted = Math.min(item.qty + (twin?.qty ?? 0), MAX_LINE_QUANTITY)
    const qty = Math.min(wanted, maxQuantityFor({ key: 'new', qty: wanted, uses: resolved.uses }, others) ?? wanted)
    if (twin) {
      twin.qty = qty
      await tx.update(cartItems).set({ qty }).where(eq(cartItems.id, twin.item.id))
    } else if (qty > 0) {
      const [row] = await tx
        .insert(cartItems)
        .values({ cartId: input.into, productId: item.productId, qty, options: resolved.options, optionsKey: resolved.optionsKey, reservation: item.reservation })
        .returning()
      if (row) lines.push({ key: row.id, qty, uses: resolved.uses, item: row })
    }
  }
  await tx.delete(carts).where(and(eq(carts.id, input.from), eq(carts.siteId, scope.siteId)))
}
