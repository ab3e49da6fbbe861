import { and, count, desc, eq, ilike, not, or, sql } from 'drizzle-orm'
import { pageOffset, type AdminPage } from '../../common/admin/paging'
import type { CustomerDetailView, CustomerListQuery, CustomerRowView } from '../../common/sales/customers'
import type { Db } from '../db/client'
import { containsPattern } from '../db/like-pattern'
import { orders, users } from '../db/schema'
import { ApiError } from '../http/api-error'
import { listAddresses } from './address-service'

/** This site's orders per user that count (not cancelled), as correlated subqueries (index `orders_user`). */
const siteOrders = (siteId: number) => sql`${orders.userId} = ${users.id} AND ${orders.siteId} = ${siteId} AND ${orders.status} <> 'cancelled'`

const customerColumns = (siteId: number) => ({
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
  orderCount: sql<number>`(SELECT count(*)::int FROM ${orders} WHERE ${siteOrders(siteId)})`,
  orderTotal: sql<number>`(SELECT coalesce(sum(${orders.orderTotal}), 0)::float8 FROM ${orders} WHERE ${siteOrders(siteId)})`,
})

type CustomerColumns = { id: number; email: string; firstName: string; lastName: string; createdAt: Date; orderCount: number; orderTotal: number }

function toRow(row: CustomerColumns): CustomerRowView {
  return {
    id: row.id,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
    createdAt: row.createdAt.toISOString(),
    orderCount: row.orderCount,
    orderTotal: row.orderTotal,
  }
}

/** Shoppers' accounts, newest first, found by e-mail or name; the order figures are per page (index `orders_user`). */
export async function listCustomers(db: Db, input: { siteId: number; query: CustomerListQuery }): Promise<AdminPage<CustomerRowView>> {
  const { query } = input
  const pattern = query.q ? containsPattern(query.q) : null
  const where = and(
    not(users.isBackofficeUser),
    pattern ? or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)) : undefined,
  )
  const [total] = await db.select({ value: count() }).from(users).where(where)
  const rows = await db.select(customerColumns(input.siteId)).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(query.perPage).offset(pageOffset(query))
  return { items: rows.map(toRow), page: query.page, perPage: query.perPage, total: total?.value ?? 0 }
}

/** One customer with their addresses and this site's orders (newest 100). */
export async function customerDetail(db: Db, input: { siteId: number; userId: number }): Promise<CustomerDetailView> {
  const [row] = await db
    .select({ ...customerColumns(input.siteId), verifiedAt: users.verifiedAt, memberCardBarcode: users.memberCardBarcode })
    .from(users)
    .where(and(eq(users.id, input.userId), not(users.isBackofficeUser)))
  if (!row) throw ApiError.notFound('CUSTOMER_NOT_FOUND')
  const [addressList, orderRows] = await Promise.all([
    listAddresses(db, row.id),
    db
      .select({ id: orders.id, number: orders.number, status: orders.status, orderTotal: orders.orderTotal, createdAt: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.userId, row.id), eq(orders.siteId, input.siteId)))
      .orderBy(desc(orders.createdAt))
      .limit(100),
  ])
  return {
    ...toRow(row),
    verified: row.verifiedAt !== null,
    memberCardBarcode: row.memberCardBarcode,
    addresses: addressList,
    orders: orderRows.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
  }
}
