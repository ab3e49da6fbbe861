import type { Db } from '../db/client'
import { toCsv } from '../http/csv'
import { listSubscribers } from './newsletter-service'

/** The subscriber list for the back office, as a spreadsheet-safe CSV. */
export async function exportSubscribersCsv(db: Db, input: { siteId: number }): Promise<string> {
  const rows = await listSubscribers(db, input)
  return toCsv([
    ['email', 'status', 'language', 'subscribed_at', 'confirmed_at', 'unsubscribed_at'],
    ...rows.map((row) => [
      row.email,
      row.status,
      row.locale,
      row.createdAt.toISOString(),
      row.confirmedAt?.toISOString() ?? '',
      row.unsubscribedAt?.toISOString() ?? '',
    ]),
  ])
}
