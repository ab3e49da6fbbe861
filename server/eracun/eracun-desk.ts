import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { eracunStatuses, type EracunDeskView, type EracunStatus } from '../../common/eracun/eracun-view'
import type { Db } from '../db/client'
import { invoices } from '../db/schema'

const isEracunStatus = (value: string): value is EracunStatus => (eracunStatuses as readonly string[]).includes(value)

/** The eRačuni of an order's invoices (a storno has its own), oldest first, for the order desk. */
export async function deskEracuni(db: Db, input: { siteId: number; orderId: number; isLocalIntermediary: boolean }): Promise<EracunDeskView[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      status: invoices.eracunStatus,
      eracunId: invoices.eracunId,
      error: invoices.eracunError,
      updatedAt: invoices.eracunUpdatedAt,
      attempts: invoices.eracunAttempts,
    })
    .from(invoices)
    .where(and(eq(invoices.siteId, input.siteId), eq(invoices.orderId, input.orderId), isNotNull(invoices.eracunStatus)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id))
  return rows.flatMap((row) =>
    row.status && isEracunStatus(row.status)
      ? [
          {
            invoiceId: row.id,
            invoiceNumber: row.number,
            isStorno: row.kind === 'storno',
            status: row.status,
            intermediaryId: row.eracunId,
            error: row.error,
            updatedAt: row.updatedAt?.toISOString() ?? null,
            attempts: row.attempts,
            isLocalIntermediary: input.isLocalIntermediary,
          },
        ]
      : [],
  )
}
