import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  addresses,
  authSessions,
  comments,
  consentLogs,
  consents,
  consentVersions,
  newsletterSubscribers,
  orderLines,
  orders,
  users,
  wishlistItems,
} from '../db/schema'
import { ApiError } from '../http/api-error'

const iso = (value: Date | null) => value?.toISOString() ?? null

/**
 * Art. 15 / Art. 20: everything the install keeps about one member, as JSON. Reads the owning
 * domains' tables directly (read only); secrets (password hash, token hashes) are left out.
 */
export async function exportMemberData(db: Db, input: { siteId: number; userId: number }) {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId))
  if (!user) throw ApiError.notFound('USER_NOT_FOUND')
  const [addressRows, orderRows, consentRows, newsletterRows, commentRows, wishlistRows, sessionRows] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.userId, user.id)).orderBy(asc(addresses.id)),
    db.select().from(orders).where(and(eq(orders.siteId, input.siteId), eq(orders.userId, user.id))).orderBy(asc(orders.id)),
    db
      .select({ log: consentLogs, version: consentVersions.version, text: consentVersions.text, uniqueNumber: consents.uniqueNumber, displayName: consents.displayName })
      .from(consentLogs)
      .leftJoin(consentVersions, eq(consentVersions.id, consentLogs.consentVersionId))
      .leftJoin(consents, eq(consents.id, consentVersions.consentId))
      .where(and(eq(consentLogs.siteId, input.siteId), eq(consentLogs.userId, user.id)))
      .orderBy(asc(consentLogs.id)),
    db.select().from(newsletterSubscribers).where(and(eq(newsletterSubscribers.siteId, input.siteId), eq(newsletterSubscribers.email, user.email))),
    db.select().from(comments).where(and(eq(comments.siteId, input.siteId), eq(comments.userId, user.id))).orderBy(asc(comments.id)),
    db.select().from(wishlistItems).where(eq(wishlistItems.userId, user.id)),
    db.select().from(authSessions).where(eq(authSessions.userId, user.id)).orderBy(asc(authSessions.createdAt)),
  ])
  const lines = orderRows.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, orderRows.map((o) => o.id))).orderBy(asc(orderLines.id)) : []
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      memberCardBarcode: user.memberCardBarcode,
      companyName: user.companyName,
      companyAddress: user.companyAddress,
      verifiedAt: iso(user.verifiedAt),
      createdAt: iso(user.createdAt),
    },
    addresses: addressRows.map(({ userId: _userId, ...row }) => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) })),
    orders: orderRows.map((order) => ({
      number: order.number,
      createdAt: iso(order.createdAt),
      status: order.status,
      paymentStatus: order.paymentStatus,
      email: order.email,
      deliveryMethod: order.deliveryMethodName,
      paymentMethod: order.paymentMethodName,
      deliveryAddress: order.deliveryAddress,
      billingAddress: order.billingAddress,
      orderTotal: order.orderTotal,
      currency: order.currency,
      giftMessage: order.giftMessage,
      orderMessage: order.orderMessage,
      memberCardBarcode: order.memberCardBarcode,
      lines: lines.filter((line) => line.orderId === order.id).map((line) => ({ sku: line.sku, name: line.name, qty: line.qty, unitPrice: line.unitPrice, lineTotal: line.lineTotal })),
    })),
    consents: consentRows.map(({ log, ...consent }) => ({
      status: log.status,
      at: iso(log.createdAt),
      sourceType: log.sourceType,
      consents: log.consents,
      uniqueNumber: consent.uniqueNumber,
      displayName: consent.displayName,
      version: consent.version,
      text: consent.text,
      locale: log.locale,
      ipTruncated: log.ipTruncated,
      userAgent: log.userAgent,
    })),
    newsletter: newsletterRows.map((row) => ({ email: row.email, status: row.status, locale: row.locale, createdAt: iso(row.createdAt), confirmedAt: iso(row.confirmedAt), unsubscribedAt: iso(row.unsubscribedAt) })),
    comments: commentRows.map((row) => ({ targetType: row.targetType, targetId: row.targetId, authorName: row.authorName, body: row.body, rating: row.rating, status: row.status, createdAt: iso(row.createdAt) })),
    wishlist: wishlistRows.map((row) => ({ productId: row.productId })),
    sessions: sessionRows.map((row) => ({ userAgent: row.userAgent, createdAt: iso(row.createdAt), lastUsedAt: iso(row.lastUsedAt) })),
  }
}

export type MemberDataExport = Awaited<ReturnType<typeof exportMemberData>>

/** Order addresses keep what an invoice must show (name, address, company, OIB); e-mail and phone go. */
function invoiceOnly<T extends { contactEmail: string; contactPhone: string } | null>(address: T): T {
  return address ? { ...address, contactEmail: '', contactPhone: '' } : address
}

/**
 * Art. 17 erasure of a member account (ADR 020). In one transaction: orders stay (accounting law,
 * Art. 17(3)(b)) but lose the link to the account, the e-mail, phone numbers, messages and the
 * member card; comments stay under `deletedName`; consent proofs stay without the person; the
 * newsletter subscription and the account go (addresses, sessions, tokens, wishlist cascade).
 */
export async function eraseMemberAccount(db: Db, input: { userId: number; deletedName: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update')
    if (!user) throw ApiError.notFound('USER_NOT_FOUND')
    if (user.isBackofficeUser) throw new ApiError(403, 'BACKOFFICE_ACCOUNT', 'gdpr.backofficeCannotDelete')
    const own = await tx.select({ id: orders.id, deliveryAddress: orders.deliveryAddress, billingAddress: orders.billingAddress }).from(orders).where(eq(orders.userId, user.id))
    for (const order of own) {
      await tx
        .update(orders)
        .set({
          userId: null,
          email: '',
          deliveryAddress: invoiceOnly(order.deliveryAddress),
          billingAddress: invoiceOnly(order.billingAddress),
          giftMessage: '',
          orderMessage: '',
          giftTo: '',
          giftFrom: '',
          instructions: '',
          memberCardBarcode: null,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, order.id))
    }
    await tx.update(comments).set({ userId: null, authorName: input.deletedName }).where(eq(comments.userId, user.id))
    await tx.update(consentLogs).set({ userId: null, email: null, userAgent: null }).where(and(eq(consentLogs.userId, user.id), isNotNull(consentLogs.userId)))
    await tx.update(consentLogs).set({ email: null }).where(eq(consentLogs.email, user.email))
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email))
    await tx.delete(users).where(eq(users.id, user.id))
  })
}
