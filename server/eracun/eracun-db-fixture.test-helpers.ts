import { randomBytes } from 'node:crypto'
import type { Db } from '../db/client'
import { carts, invoiceLines, invoices, orderLines, orders } from '../db/schema'
import { companyInvoice, type LineInput } from './eracun-invoice-fixture.test-helpers'
import type { EracunInvoice } from './eracun-plan'

let sequence = 0

export interface StoredLine extends LineInput {
  /** The product the order line bought (KPD resolution reads it); none for delivery and discounts. */
  productId?: number | null
}

/**
 * A paid card order of a company buyer and its issued invoice, written straight into the tables
 * (the invoices domain issues them in the running shop): what the eRačun worker takes from there.
 */
export async function insertCompanyInvoice(
  db: Db,
  siteId: number,
  options: { lines: StoredLine[]; invoice?: Partial<EracunInvoice>; isPaid?: boolean },
): Promise<{ orderId: number; invoiceId: number; number: string }> {
  const seq = 1000 + ++sequence
  const tag = randomBytes(4).toString('hex')
  const { invoice, lines } = companyInvoice(options.lines, options.invoice)
  const isPaid = options.isPaid ?? true
  const [cart] = await db.insert(carts).values({ siteId, protectCode: randomBytes(16).toString('hex'), orderedAt: new Date() }).returning({ id: carts.id })
  const [order] = await db
    .insert(orders)
    .values({
      siteId,
      cartId: cart!.id,
      slug: `eracun-${tag}`,
      number: `T-${tag}`,
      email: invoice.buyer.email,
      status: isPaid ? 'paid' : 'not_paid',
      paymentStatus: isPaid ? 'paid' : 'pending',
      paymentType: invoice.paymentType as 'hpf',
      billingAddress: {
        firstName: 'Ana',
        lastName: 'Horvat',
        contactEmail: invoice.buyer.email,
        contactPhone: '+385 1 000 000',
        street: 'Ilica',
        houseNumber: '10',
        zipCode: invoice.buyer.postalCode,
        city: invoice.buyer.city,
        country: invoice.buyer.country,
        companyName: invoice.buyer.companyName,
        companyOIB: invoice.buyer.companyOib,
      },
      itemsTotal: invoice.total,
      taxTotal: invoice.vatParts.reduce((sum, part) => sum + part.amount, 0),
      orderTotal: invoice.total,
      paidAt: isPaid ? invoice.issuedAt : null,
    })
    .returning({ id: orders.id })
  const orderId = order!.id
  const bought = new Map<number, number>()
  for (const [index, line] of options.lines.entries()) {
    if (line.isOrderLine === false) continue
    const [row] = await db
      .insert(orderLines)
      .values({
        orderId,
        productId: line.productId ?? null,
        sku: line.sku ?? `SKU-${index}`,
        name: line.name,
        qty: line.qty,
        unitPrice: line.unitPrice,
        retailPrice: line.unitPrice,
        lineTotal: line.qty * line.unitPrice,
        vatPercent: line.vatPercent ?? 25,
        position: index,
      })
      .returning({ id: orderLines.id })
    bought.set(index, row!.id)
  }
  const { id: _id, createdAt: _createdAt, ...values } = invoice
  const [stored] = await db
    .insert(invoices)
    .values({ ...values, siteId, orderId, seq, number: `${seq}/WEB1/1`, ...options.invoice })
    .returning({ id: invoices.id, number: invoices.number })
  await db.insert(invoiceLines).values(
    lines.map(({ id: _lineId, invoiceId: _invoiceId, orderLineId: _orderLineId, ...line }, index) => ({
      ...line,
      invoiceId: stored!.id,
      orderLineId: bought.get(index) ?? null,
      // A line that the fixture gave a code keeps it; the rest are resolved by the worker.
      kpdCode: options.lines[index]!.kpdCode ?? null,
    })),
  )
  return { orderId, invoiceId: stored!.id, number: stored!.number }
}
