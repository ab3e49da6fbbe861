import { randomBytes, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, isNull, ne } from 'drizzle-orm'
import type { CartSession } from '../../common/cart/schemas'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { carts } from '../db/schema'
import { ApiError } from '../http/api-error'

export type CartRow = typeof carts.$inferSelect

/** Who asks: the site, the page's language and the logged-in user, if any. */
export interface CartScope {
  siteId: number
  locale: Locale
  userId: number | null
}

/** §4 new-session call: a cart row and the secret that guards it. */
export async function createCartSession(db: Db, scope: CartScope): Promise<CartSession> {
  const protectCode = randomBytes(16).toString('hex')
  const [row] = await db.insert(carts).values({ siteId: scope.siteId, locale: scope.locale, userId: scope.userId, protectCode }).returning({ id: carts.id })
  if (!row) throw new Error('cart insert returned nothing')
  return { cartId: row.id, protectCode }
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The cart a session names, or 409 (§4: the client then forgets the session). A cart answers only
 * to its protectCode, never to an ordered cart, and a cart another account owns is not yours.
 * `lock` takes the row lock that serialises every change of one cart.
 */
export async function openCart(db: Db, scope: CartScope, session: CartSession, options: { lock?: boolean } = {}): Promise<CartRow> {
  const query = db.select().from(carts).where(and(eq(carts.id, session.cartId), eq(carts.siteId, scope.siteId), isNull(carts.orderedAt)))
  const [row] = options.lock ? await query.for('update') : await query
  if (!row || !sameSecret(row.protectCode, session.protectCode)) throw new ApiError(409, 'CART_SESSION_INVALID', 'cart.sessionInvalid')
  if (row.userId !== null && row.userId !== scope.userId) throw new ApiError(409, 'CART_SESSION_INVALID', 'cart.sessionInvalid')
  return row
}

/** The logged-in user's most recent open cart other than `exceptId` (§7 getAbandoned). */
export async function latestUserCart(db: Db, input: { siteId: number; userId: number; exceptId?: number }): Promise<CartRow | null> {
  const conditions = [eq(carts.siteId, input.siteId), eq(carts.userId, input.userId), isNull(carts.orderedAt)]
  if (input.exceptId) conditions.push(ne(carts.id, input.exceptId))
  const [row] = await db.select().from(carts).where(and(...conditions)).orderBy(desc(carts.updatedAt), desc(carts.id)).limit(1)
  return row ?? null
}
