import { and, eq } from 'drizzle-orm'
import { invoiceSettingsSchema, type InvoiceSettings } from '../../common/invoices/invoice-settings'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { invalidateSiteCache } from '../cache/site-cache'
import type { Db } from '../db/client'
import { siteOptions } from '../db/schema'
import { pageTags } from '../page-cache/tags'

export const INVOICING_OPTION = 'Invoicing'

/**
 * The site's invoicing settings read inside the caller's transaction (not from the site cache: an
 * invoice must be issued with what is stored now). Null until the owner has set invoicing up.
 */
export async function readInvoiceSettings(tx: Db, siteId: number): Promise<InvoiceSettings | null> {
  const [row] = await tx
    .select({ value: siteOptions.value })
    .from(siteOptions)
    .where(and(eq(siteOptions.siteId, siteId), eq(siteOptions.key, INVOICING_OPTION)))
  if (!row) return null
  const parsed = invoiceSettingsSchema.safeParse(row.value)
  return parsed.success ? parsed.data : null
}

/** Saves the owner's invoicing settings with one audit row naming what was before. */
export async function saveInvoiceSettings(db: Db, input: { siteId: number; actor: AuditActor; settings: InvoiceSettings }): Promise<void> {
  const now = new Date()
  await db.transaction(async (tx) => {
    const before = await readInvoiceSettings(tx, input.siteId)
    await tx
      .insert(siteOptions)
      .values({ siteId: input.siteId, key: INVOICING_OPTION, value: input.settings, updatedAt: now })
      .onConflictDoUpdate({ target: [siteOptions.siteId, siteOptions.key], set: { value: input.settings, updatedAt: now } })
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'invoicing.settings.update', entityType: 'site', entityId: input.siteId, before, after: input.settings })
  })
  invalidateSiteCache(db, input.siteId, [pageTags.options])
}
