import { randomBytes, randomUUID } from 'node:crypto'
import { and, asc, eq, max } from 'drizzle-orm'
import type { Db } from '../db/client'
import { invoiceLines, invoices, orderLines, orders } from '../db/schema'

/**
 * An invoice (or a full storno of one) for an order, written straight into the invoices tables the
 * way issuing writes it: the documents tests need invoices, not the issuing flow (server/invoices).
 */
export async function insertInvoiceFor(
  db: Db,
  input: { orderId: number; kind?: 'invoice' | 'storno'; stornoOf?: { id: number }; fiscalStatus?: 'fiscalised' | 'pending' | 'not_required' },
): Promise<typeof invoices.$inferSelect> {
  const [order] = await db.select().from(orders).where(eq(orders.id, input.orderId))
  if (!order) throw new Error(`no order ${input.orderId}`)
  const sign = input.kind === 'storno' ? -1 : 1
  const fiscalStatus = input.fiscalStatus ?? 'fiscalised'
  const [last] = await db
    .select({ seq: max(invoices.seq) })
    .from(invoices)
    .where(and(eq(invoices.siteId, order.siteId), eq(invoices.year, 2026)))
  const seq = (last?.seq ?? 0) + 1
  const base = Math.round((order.orderTotal * 100) / 125)
  const billing = order.billingAddress
  const [invoice] = await db
    .insert(invoices)
    .values({
      siteId: order.siteId,
      orderId: order.id,
      kind: input.kind ?? 'invoice',
      stornoOfId: input.stornoOf?.id ?? null,
      year: 2026,
      premises: 'WEB1',
      device: '1',
      seq,
      number: `${seq}/WEB1/1`,
      issuedAt: new Date(),
      locale: order.locale,
      seller: { name: 'Izlog Demo d.o.o.', street: 'Ilica 1', postalCode: '10000', city: 'Zagreb', country: 'HR', oib: '12345678903', inVatSystem: true },
      buyer: {
        name: `${billing.firstName} ${billing.lastName}`,
        street: `${billing.street} ${billing.houseNumber}`,
        postalCode: billing.zipCode,
        city: billing.city,
        country: billing.country,
        email: order.email,
        companyName: billing.companyName ?? null,
        companyOib: billing.companyOIB ?? null,
      },
      operatorOib: '94577403194',
      paymentType: order.paymentType,
      paymentCode: order.paymentType === 'hpf' ? 'K' : order.paymentType === 'bank_transfer' ? 'T' : order.paymentType === 'cod' ? 'G' : 'O',
      total: sign * order.orderTotal,
      vatParts: [{ rate: 25, base: sign * base, amount: sign * (order.orderTotal - base) }],
      fiscalStatus,
      zki: fiscalStatus === 'not_required' ? null : randomBytes(16).toString('hex'),
      jir: fiscalStatus === 'fiscalised' ? randomUUID() : null,
      fiscalisedAt: fiscalStatus === 'fiscalised' ? new Date() : null,
    })
    .returning()
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position))
  const delivery = order.deliveryPrice ? [{ id: null, name: 'Dostava', sku: '', qty: 1, unitPrice: order.deliveryPrice, lineTotal: order.deliveryPrice }] : []
  await db.insert(invoiceLines).values(
    [...lines, ...delivery].map((line, position) => ({
      invoiceId: invoice!.id,
      orderLineId: line.id,
      position,
      name: line.name,
      sku: line.sku,
      qty: sign * line.qty,
      unitPrice: line.unitPrice,
      lineTotal: sign * line.lineTotal,
      vatPercent: 25,
    })),
  )
  return invoice!
}
