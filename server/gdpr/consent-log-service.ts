import { desc, eq } from 'drizzle-orm'
import type { ConsentLogPayload } from '../../common/consent/consent-log'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { consentLogs } from '../db/schema'
import { truncateIp } from './truncate-ip'

export type ConsentLog = typeof consentLogs.$inferSelect

export interface ConsentLogContext {
  siteId: number
  locale: Locale
  ip: string | null
  userAgent: string | null
  /** The member, when logged in (their profile lists what they gave). */
  userId?: number | null
}

/** Stores one consent as given; the address is truncated before it is ever written. */
export async function createConsentLog(db: Db, payload: ConsentLogPayload, context: ConsentLogContext): Promise<ConsentLog> {
  const [row] = await db
    .insert(consentLogs)
    .values({
      siteId: context.siteId,
      status: payload.status,
      statusTimestamp: new Date(payload.statusTimestamp),
      sourceType: payload.sourceType,
      consents: [...new Set(payload.consents)],
      textVersion: payload.textVersion ?? null,
      userType: payload.user.userType,
      email: payload.user.email?.toLowerCase() ?? null,
      userId: context.userId ?? null,
      locale: context.locale,
      ipTruncated: truncateIp(context.ip),
      userAgent: context.userAgent?.slice(0, 500) ?? null,
    })
    .returning()
  if (!row) throw new Error('consent log insert returned no row')
  return row
}

/** The newest consent logs of a site, for the admin consent view. */
export function listConsentLogs(db: Db, query: { siteId: number; limit?: number }): Promise<ConsentLog[]> {
  return db
    .select()
    .from(consentLogs)
    .where(eq(consentLogs.siteId, query.siteId))
    .orderBy(desc(consentLogs.createdAt), desc(consentLogs.id))
    .limit(Math.min(query.limit ?? 50, 100))
}
