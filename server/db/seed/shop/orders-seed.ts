import { and, eq, inArray } from 'drizzle-orm'
import { VAT_PERCENT } from '../../../../common/cart/rules'
import { includedVat } from '../../../../common/money'
import type { OrderStatus } from '../../../../common/checkout/schemas'
import type { Db } from '../../client'
import { carts, deliveryMethods, orderEvents, orderLines, orders, paymentMethods, productTranslations, products, users } from '../../schema'
import { DEMO_CUSTOMER } from './cart-seed'

const DAY = 24 * 60 * 60 * 1000

/**
 * Two earlier orders of the demo customer, so the profile's history and the order desk have
 * something to show on a fresh install. Written as the order flow writes them; stock is untouched
 * (they were delivered long ago, as far as the demo knows).
 */
export async function seedDemoOrders(db: Db, input: { siteId: number }): Promise<void> {
  const [customer] = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email))
  const [gls] = await db.select().from(deliveryMethods).where(and(eq(deliveryMethods.siteId, input.siteId), eq(deliveryMethods.code, 'gls')))
  const methods = await db.select().from(paymentMethods).where(and(eq(paymentMethods.siteId, input.siteId), inArray(paymentMethods.code, ['cod', 'bank_transfer'])))
  // What a new flat's owner buys first: an armchair, then lamps and a thermostat.
  const slugs = ['fotelja-una', 'stojeca-lampa-odra', 'pametni-termostat']
  const found = await db
    .select({ product: products, slug: productTranslations.slug })
    .from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, 'hr')))
    .where(and(eq(products.siteId, input.siteId), inArray(productTranslations.slug, slugs)))
  const picks = slugs.flatMap((slug) => found.filter((row) => row.slug === slug).map((row) => row.product))
  if (!customer || !gls || methods.length < 2 || picks.length < 2) return
  const names = await db.select().from(productTranslations).where(and(inArray(productTranslations.productId, picks.map((p) => p.id)), eq(productTranslations.locale, 'hr')))
  const address = { firstName: customer.firstName, lastName: customer.lastName, contactEmail: customer.email, contactPhone: '+385 91 555 0101', street: 'Savska cesta', houseNumber: '120', zipCode: '10000', city: 'Zagreb', country: 'HR' }
  const plans: { daysAgo: number; status: OrderStatus; payment: string; lines: { product: (typeof picks)[number]; qty: number }[] }[] = [
    { daysAgo: 40, status: 'delivered', payment: 'cod', lines: [{ product: picks[0]!, qty: 1 }] },
    { daysAgo: 3, status: 'paid', payment: 'bank_transfer', lines: [{ product: picks[1]!, qty: 2 }, ...(picks[2] ? [{ product: picks[2], qty: 1 }] : [])] },
  ]
  for (const plan of plans) {
    const payment = methods.find((m) => m.code === plan.payment)!
    const createdAt = new Date(Date.now() - plan.daysAgo * DAY)
    const itemsTotal = plan.lines.reduce((sum, line) => sum + line.product.price * line.qty, 0)
    const deliveryPrice = itemsTotal >= (gls.freeFrom ?? Infinity) ? 0 : gls.price
    const orderTotal = itemsTotal + deliveryPrice
    const [cart] = await db.insert(carts).values({ siteId: input.siteId, protectCode: crypto.randomUUID().replace(/-/g, ''), userId: customer.id, orderedAt: createdAt, createdAt, updatedAt: createdAt }).returning()
    const [order] = await db
      .insert(orders)
      .values({
        siteId: input.siteId,
        cartId: cart!.id,
        slug: crypto.randomUUID().replace(/-/g, ''),
        number: `DEMO-${plan.daysAgo}`,
        userId: customer.id,
        email: customer.email,
        status: plan.status,
        paymentStatus: plan.status === 'delivered' && plan.payment === 'cod' ? 'not_required' : 'paid',
        deliveryMethodId: gls.id,
        deliveryMethodName: gls.name.hr ?? '',
        paymentMethodId: payment.id,
        paymentMethodName: payment.name.hr ?? '',
        paymentType: payment.type,
        deliveryAddress: address,
        billingAddress: address,
        itemsTotal,
        deliveryPrice,
        taxTotal: includedVat(orderTotal, VAT_PERCENT),
        orderTotal,
        createdAt,
        updatedAt: createdAt,
        paidAt: createdAt,
      })
      .returning()
    await db.insert(orderLines).values(
      plan.lines.map((line, position) => ({
        orderId: order!.id,
        productId: line.product.id,
        sku: line.product.sku,
        name: names.find((n) => n.productId === line.product.id)?.name ?? line.product.sku,
        qty: line.qty,
        unitPrice: line.product.price,
        retailPrice: line.product.retailPrice,
        lineTotal: line.product.price * line.qty,
        vatPercent: VAT_PERCENT,
        position,
      })),
    )
    await db.insert(orderEvents).values([
      { orderId: order!.id, type: 'created', toStatus: 'not_paid', createdAt },
      { orderId: order!.id, type: 'status', fromStatus: 'not_paid', toStatus: plan.status, actorEmail: 'admin@izlog.local', createdAt: new Date(createdAt.getTime() + DAY) },
    ])
  }
}
