import { eq } from 'drizzle-orm'
import { invoiceSettingsSchema } from '../../common/invoices/invoice-settings'
import type { Db } from '../db/client'
import { siteOptions } from '../db/schema'
import { log } from '../log/logger'
import { cisSender, type FiscalConfig } from './cis-sender'
import { loadFiscalCertificate } from './fiscal-certificate-store'
import { deliverDueInvoices } from './fiscal-delivery'
import { INVOICING_OPTION } from './invoice-settings'

interface Sweep {
  timer: NodeJS.Timeout
  running: Promise<unknown> | null
}
let sweep: Sweep | null = null

/**
 * The retrying job while the server runs (issue 21 point 3): every few seconds, the pending
 * invoices whose next try is due go to CIS with the subsequent-delivery mark. A restart loses
 * nothing: what is due is in the database, and a dead sender's claim expires.
 */
export function startFiscalSweep(db: Db, config: FiscalConfig, everyMs = 5000): void {
  if (sweep) return
  const send = cisSender(config)
  const run = () => {
    if (!sweep || sweep.running) return
    sweep.running = deliverDueInvoices(db, send)
      .catch((error: unknown) => log.warn('fiscal sweep failed', { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => {
        if (sweep) sweep.running = null
      })
  }
  sweep = { timer: setInterval(run, everyMs), running: null }
  sweep.timer.unref()
  void warmCertificates(db).finally(run)
}

/**
 * Reads (and on a fresh install, makes the demo) certificate of every fiscalising site once at
 * start, so the first sale does not wait for a PKCS#12 decode or a demo key inside its transaction.
 */
async function warmCertificates(db: Db): Promise<void> {
  try {
    const rows = await db.select().from(siteOptions).where(eq(siteOptions.key, INVOICING_OPTION))
    for (const row of rows) {
      const settings = invoiceSettingsSchema.safeParse(row.value)
      if (settings.success && settings.data.isFiscalised) await loadFiscalCertificate(row.siteId, settings.data.seller.oib)
    }
  } catch (error) {
    log.warn('fiscal certificates not read at start', { error: error instanceof Error ? error.message : String(error) })
  }
}

export async function stopFiscalSweep(): Promise<void> {
  if (!sweep) return
  clearInterval(sweep.timer)
  const running = sweep.running
  sweep = null
  await running
}
