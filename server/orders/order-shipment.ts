import { and, eq } from 'drizzle-orm'
import type { OrderShipment } from '../../common/orders/shipment'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { orderEvents, orders } from '../db/schema'
import { ApiError } from '../http/api-error'

/**
 * The desk records how an order travels (issue 20 point 7): carrier, tracking number and link,
 * kept on the order and named in the buyer's "sent" e-mail. Saving again replaces the record;
 * each save is in the order's history and the audit log.
 */
export async function saveOrderShipment(db: Db, input: { siteId: number; orderId: number; actor: AuditActor; shipment: OrderShipment }): Promise<OrderShipment> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, shipment: orders.shipment })
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.siteId, input.siteId)))
      .for('update')
    if (!order) throw ApiError.notFound('ORDER_NOT_FOUND')
    await tx.update(orders).set({ shipment: input.shipment, updatedAt: new Date() }).where(eq(orders.id, order.id))
    const summary = [input.shipment.carrier, input.shipment.trackingNumber, input.shipment.trackingUrl].filter(Boolean).join(' · ')
    await tx.insert(orderEvents).values({ orderId: order.id, type: 'shipment', note: summary, actorUserId: input.actor.id, actorEmail: input.actor.email, data: { ...input.shipment } })
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'order.shipment', entityType: 'order', entityId: order.id, before: order.shipment ? { ...order.shipment } : null, after: { ...input.shipment } })
    return input.shipment
  })
}
