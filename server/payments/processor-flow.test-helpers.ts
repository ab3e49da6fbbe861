import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { orders, paymentCallbacks } from '../db/schema'
import type { checkoutShop } from '../orders/checkout-flow.test-helpers'
import type { TestRuntime } from '../testing/test-database'
import type { BuyerReturn, Deliver } from './fake-processor.test-helpers'
import { readShopForm } from './fake-processor.test-helpers'

type Shop = Awaited<ReturnType<typeof checkoutShop>>

/** A placeholder host: notifications reach the shop in-process, by path (see `deliverToShop`). */
export const SHOP_URL = 'http://shop.invalid'

/**
 * A fake processor's notifications, delivered to the shop's real routes in-process (the shop in
 * tests has no listening port). `paused` plays a notification that never arrives.
 */
export function deliverToShop(shop: () => Shop | undefined) {
  const state = { paused: false, delivered: [] as { url: string; status: number }[] }
  const deliver: Deliver = async (url, init) => {
    const current = shop()
    if (state.paused || !current) return { status: 503 }
    const target = new URL(url)
    const response = await current.app.request(`${target.pathname}${target.search}`, init)
    state.delivered.push({ url, status: response.status })
    return { status: response.status }
  }
  return { deliver, state }
}

/** The shop's side of a card payment through a processor: an order through order/create, its form, the buyer back. */
export function processorFlow(runtime: TestRuntime, shop: Shop) {
  const db = runtime.database.db

  async function cardOrder() {
    const session = await shop.readyCart([{ productId: shop.fx.products.rug, qty: 1 }], 'hpf', `kartica-${Math.random()}@example.hr`)
    const created = await shop.create(session, { seen: await shop.seenOf(session) })
    expect(created.status).toBe(200)
    const html = created.body.data.html
    if (typeof html !== 'string') throw new Error('a card order answers an HTML form')
    return { order: await orderRow(created.body.data.orderSlug), form: readShopForm(html) }
  }

  async function orderRow(slug: string) {
    const [order] = await db.select().from(orders).where(eq(orders.slug, slug))
    return order!
  }

  /** The buyer's browser arriving back at the shop, as the processor's page sent it. */
  function buyerBack(back: BuyerReturn) {
    const target = new URL(back.url)
    if (back.method === 'GET') return shop.app.request(`${target.pathname}${target.search}`)
    return shop.app.request(`${target.pathname}${target.search}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(back.fields).toString() })
  }

  const callbacks = async (orderId: number) => (await db.select().from(paymentCallbacks).where(eq(paymentCallbacks.orderId, orderId))).map((row) => row.outcome)

  return { cardOrder, orderRow, buyerBack, callbacks }
}
