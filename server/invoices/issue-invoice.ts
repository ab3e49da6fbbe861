import { and, asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { isLocale } from '../../common/i18n/locales'
import type { InvoiceSettings } from '../../common/invoices/invoice-settings'
import { siteOptionsSchema } from '../../common/settings/site-options'
import type { Db } from '../db/client'
import { invoiceLines, invoices, orderLines, orders, productCategories, products, siteOptions, type InvoiceBuyer, type InvoiceSeller } from '../db/schema'
import { log } from '../log/logger'
import { queueInvoiceEmail } from '../order-mail/invoice-mail'
import { fiscalRequestOf, paymentCodeOf } from './fiscal-request'
import { invoiceLinesForOrder, totalOf, vatPartsOf, type DraftInvoiceLine } from './invoice-lines'
import { takeInvoiceNumber } from './invoice-number'
import { readInvoiceSettings } from './invoice-settings'
import { zkiFor } from './invoice-zki'

export type InvoiceRow = typeof invoices.$inferSelect
type OrderRow = typeof orders.$inferSelect

/**
 * Issues the invoice of an order inside the caller's transaction (issue 21 point 2), once: a second
 * call answers the invoice already there (the partial unique index `invoices_one_per_order` is the
 * backstop). Returns null while the shop has not set invoicing up. The number is taken in this
 * transaction, so an issue that rolls back leaves no gap; the ZKI is computed here, and CIS is
 * told after the commit (`deliverOrderInvoices`).
 */
export async function issueInvoiceForOrder(tx: Db, orderId: number): Promise<InvoiceRow | null> {
  // The order's row lock serialises issues for one order (changeOrderStatus holds it already).
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  if (!order) return null
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
  if (existing) return existing
  const settings = await readInvoiceSettings(tx, order.siteId)
  if (!settings) return null

  const lines = invoiceLinesForOrder(
    {
      locale: isLocale(order.locale) ? order.locale : 'hr',
      couponCode: order.couponCode,
      couponDiscount: order.couponDiscount,
      deliveryMethodName: order.deliveryMethodName,
      deliveryPrice: order.deliveryPrice,
      orderTotal: order.orderTotal,
    },
    await orderLinesToBill(tx, order.id),
    settings.seller,
  )
  const total = totalOf(lines)
  if (total !== order.orderTotal) log.error('invoice lines do not add up to the order total', { orderId, total, orderTotal: order.orderTotal })
  const issued = await insertInvoice(tx, {
    order,
    settings,
    kind: 'invoice',
    stornoOfId: null,
    seller: await sellerOf(tx, order.siteId, settings),
    buyer: buyerOf(order),
    paymentType: order.paymentType,
    paymentCode: paymentCodeOf(order.paymentType),
    lines,
    eracunStatus: order.billingAddress.companyOIB ? 'pending' : null,
  })
  log.info('invoice issued', { orderId, invoiceId: issued.id, number: issued.number, total: issued.total, fiscalStatus: issued.fiscalStatus })
  return issued
}

/** Writes an invoice or a storno with its lines: its number, its VAT parts and, when fiscalised, its ZKI. */
export async function insertInvoice(
  tx: Db,
  input: {
    order: Pick<OrderRow, 'id' | 'siteId' | 'locale' | 'currency'>
    settings: InvoiceSettings
    kind: 'invoice' | 'storno'
    stornoOfId: number | null
    seller: InvoiceSeller
    buyer: InvoiceBuyer
    paymentType: string
    paymentCode: string
    lines: DraftInvoiceLine[]
    eracunStatus: string | null
    /** A storno of an invoice issued without fiscalisation is not fiscalised either. */
    isFiscalised?: boolean
  },
): Promise<InvoiceRow> {
  const { order, settings } = input
  const issuedAt = new Date()
  const number = await takeInvoiceNumber(tx, { siteId: order.siteId, settings, issuedAt })
  const isFiscalised = input.isFiscalised ?? settings.isFiscalised
  const row = {
    siteId: order.siteId,
    orderId: order.id,
    kind: input.kind,
    stornoOfId: input.stornoOfId,
    ...number,
    issuedAt,
    locale: order.locale,
    seller: input.seller,
    buyer: input.buyer,
    operatorOib: settings.operatorOib,
    sequenceMark: settings.sequenceMark,
    paymentType: input.paymentType,
    paymentCode: input.paymentCode,
    currency: order.currency,
    total: totalOf(input.lines),
    vatParts: vatPartsOf(input.lines),
    subsequentDelivery: false,
  }
  const fiscal = isFiscalised ? await zkiFor(order.siteId, fiscalRequestOf(row)) : null
  const [invoice] = await tx
    .insert(invoices)
    .values({
      ...row,
      fiscalStatus: isFiscalised ? 'pending' : 'not_required',
      zki: fiscal?.zki ?? null,
      fiscalError: fiscal?.error ?? null,
      fiscalNextAttemptAt: isFiscalised ? sql`now()` : null,
      eracunStatus: input.eracunStatus,
    })
    .returning()
  if (!invoice) throw new Error('invoice insert returned nothing')
  await tx.insert(invoiceLines).values(input.lines.map((line, position) => ({ ...line, invoiceId: invoice.id, position })))
  // Nothing to wait for from CIS: the buyer's copy is final now (ADR 057).
  if (!isFiscalised) await queueInvoiceEmail(tx, invoice.id)
  return invoice
}

/** The order's lines with the KPD code each carries: the product's, its parent's, else its (parent's) main category's. */
async function orderLinesToBill(tx: Db, orderId: number) {
  const parent = alias(products, 'parent')
  const category = alias(productCategories, 'category')
  const parentCategory = alias(productCategories, 'parent_category')
  return tx
    .select({
      id: orderLines.id,
      name: orderLines.name,
      sku: orderLines.sku,
      qty: orderLines.qty,
      unitPrice: orderLines.unitPrice,
      retailPrice: orderLines.retailPrice,
      vatPercent: orderLines.vatPercent,
      kpdCode: sql<string | null>`coalesce(${products.kpdCode}, ${parent.kpdCode}, ${category.kpdCode}, ${parentCategory.kpdCode})`,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(parent, eq(parent.id, products.parentId))
    .leftJoin(category, eq(category.id, products.mainCategoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, parent.mainCategoryId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id))
}

/** The seller as the settings name it now, with the shop's account for bank transfers. */
async function sellerOf(tx: Db, siteId: number, settings: InvoiceSettings): Promise<InvoiceSeller> {
  const [row] = await tx
    .select({ value: siteOptions.value })
    .from(siteOptions)
    .where(and(eq(siteOptions.siteId, siteId), eq(siteOptions.key, 'BankTransfer')))
  const account = siteOptionsSchema.shape.BankTransfer.parse(row?.value)
  return account ? { ...settings.seller, iban: account.iban } : settings.seller
}

function buyerOf(order: OrderRow): InvoiceBuyer {
  const address = order.billingAddress
  return {
    name: `${address.firstName} ${address.lastName}`.trim(),
    street: `${address.street} ${address.houseNumber}`.trim(),
    postalCode: address.zipCode,
    city: address.city,
    country: address.country,
    email: order.email,
    companyName: address.companyName ?? null,
    companyOib: address.companyOIB ?? null,
  }
}
