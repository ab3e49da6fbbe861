import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import type { CouponProblem } from '../../common/cart/types'
import { formatMoney } from '../../common/money'
import type { Db } from '../db/client'
import { couponRedemptions, coupons, users } from '../db/schema'
import { ApiError } from '../http/api-error'
import { couponDiscount, isLineEligible, type CouponRule, type PricedLine } from './cart-totals'

export type CouponRow = typeof coupons.$inferSelect

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase()
}

export async function findCoupon(db: Db, input: { siteId: number; code: string }): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.siteId, input.siteId), eq(coupons.code, normaliseCouponCode(input.code))))
    .limit(1)
  return row ?? null
}

export function couponRule(row: CouponRow): CouponRule {
  return { type: row.type, value: row.value, productIds: row.productIds, categoryIds: row.categoryIds, freeDelivery: row.freeDelivery }
}

/** Who a cart or order belongs to, as far as it is known: the account, the checkout e-mail, both or neither. */
export interface Customer {
  userId: number | null
  email: string | null
}

/** The customer of a cart: its account (or the logged-in reader's) and the e-mail the address step gave. */
export function cartCustomer(cart: { userId: number | null; checkoutAddress: { delivery: { contactEmail: string } } | null }, readerId: number | null): Customer {
  return { userId: cart.userId ?? readerId, email: cart.checkoutAddress?.delivery.contactEmail ?? null }
}

function customerCondition(couponId: number, customer: Customer): SQL | null {
  const who = [
    customer.userId ? eq(couponRedemptions.userId, customer.userId) : undefined,
    // An account is also the guest orders placed with its e-mail (issue 25 point 11).
    customer.userId ? eq(couponRedemptions.email, sql`(SELECT lower(${users.email}) FROM ${users} WHERE ${users.id} = ${customer.userId})`) : undefined,
    customer.email ? eq(couponRedemptions.email, customer.email.toLowerCase()) : undefined,
  ].filter((c): c is SQL => Boolean(c))
  if (who.length === 0) return null
  return and(eq(couponRedemptions.couponId, couponId), or(...who)) ?? null
}

/**
 * Why a coupon does not apply to these lines now, or null when it does. The cart checks this on
 * apply and on every read; the order flow checks it again under the row lock (`redeemCoupon`).
 */
export async function couponProblem(
  db: Db,
  coupon: CouponRow,
  input: { lines: PricedLine[]; customer: Customer; now?: Date },
): Promise<CouponProblem | null> {
  const now = input.now ?? new Date()
  if (!coupon.isActive) return 'inactive'
  if (coupon.validFrom && coupon.validFrom > now) return 'notStarted'
  if (coupon.validUntil && coupon.validUntil <= now) return 'expired'
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'usedUp'
  if (coupon.usageLimitPerCustomer !== null) {
    const condition = customerCondition(coupon.id, input.customer)
    if (condition) {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(couponRedemptions).where(condition)
      if ((row?.count ?? 0) >= coupon.usageLimitPerCustomer) return 'usedUp'
    }
  }
  const itemsTotal = input.lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0)
  if (itemsTotal < coupon.minCartValue) return 'minimum'
  const rule = couponRule(coupon)
  if (!input.lines.some((line) => isLineEligible(line, rule)) || (!coupon.freeDelivery && couponDiscount(input.lines, rule) === 0)) {
    return 'notApplicable'
  }
  return null
}

/**
 * Spends one use of a coupon for an order (the checkout calls it inside the order transaction).
 * The row lock makes concurrent orders queue here, so a one-use code is spent exactly once.
 */
export async function redeemCoupon(
  tx: Db,
  input: { couponId: number; cartId: number; orderId: number | null; customer: Customer; lines: PricedLine[] },
): Promise<void> {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, input.couponId)).for('update')
  if (!coupon) throw new ApiError(409, 'COUPON_NOT_FOUND', 'cart.couponNotFound')
  const problem = await couponProblem(tx, coupon, { lines: input.lines, customer: input.customer })
  if (problem) throw couponError(problem, coupon)
  await tx.insert(couponRedemptions).values({
    couponId: coupon.id,
    cartId: input.cartId,
    orderId: input.orderId,
    userId: input.customer.userId,
    email: input.customer.email?.toLowerCase() ?? null,
  })
  await tx.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1` }).where(eq(coupons.id, coupon.id))
}

const problemMessages = {
  notFound: 'cart.couponNotFound',
  inactive: 'cart.couponNotFound',
  notStarted: 'cart.couponNotStarted',
  expired: 'cart.couponExpired',
  usedUp: 'cart.couponUsedUp',
  minimum: 'cart.couponMinimum',
  notApplicable: 'cart.couponNotApplicable',
} as const

export function couponError(problem: CouponProblem, coupon?: CouponRow | null): ApiError {
  const params = problem === 'minimum' && coupon ? { amount: formatMoney(coupon.minCartValue, 'hr') } : undefined
  return new ApiError(400, problem === 'notFound' || problem === 'inactive' ? 'COUPON_NOT_FOUND' : `COUPON_${problem.toUpperCase()}`, problemMessages[problem], params)
}
