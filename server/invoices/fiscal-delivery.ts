import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { fiscalAttempts, invoices, type FiscalError } from '../db/schema'
import type { FiscalOutcome } from '../fiscal/fiscal-types'
import { log } from '../log/logger'
import { queueInvoiceEmail } from '../order-mail/invoice-mail'
import type { SendToCis } from './cis-sender'
import { loadFiscalCertificate } from './fiscal-certificate-store'
import { fiscalRequestOf } from './fiscal-request'
import { readInvoiceSettings } from './invoice-settings'
import { zkiFor } from './invoice-zki'

type InvoiceRow = typeof invoices.$inferSelect
type DbTime = Date | ReturnType<typeof sql<Date>>

/** A sender's claim on an invoice; far above the CIS timeout, so only a sender that died loses it. */
export const FISCAL_CLAIM_MS = 5 * 60_000
/** The law's limit for subsequent delivery (Zakon o fiskalizaciji): the desk flags an invoice past it. */
export const SUBSEQUENT_DELIVERY_LIMIT_MS = 48 * 3_600_000
const BATCH = 10

/**
 * 30 s, 1 min, 2 min … capped at 15 minutes: within the 48 hours a pending invoice is tried some
 * 190 times, so an outage of CIS of any length up to the limit ends with the invoice delivered.
 */
export function fiscalRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000)
}

/**
 * Claims due pending invoices in one statement (`FOR UPDATE SKIP LOCKED` and a lease, as the
 * outbox does, ADR 048): two senders never take the same invoice, and one that died leaves its
 * claim to expire. The claim counts as the attempt. `orderId` narrows it to one order's invoices
 * (sent right after the commit that issued them).
 */
async function claim(db: Db, input: { clock: DbTime; until: DbTime; orderId?: number }): Promise<InvoiceRow[]> {
  const due = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.fiscalStatus, 'pending'),
        lte(invoices.fiscalNextAttemptAt, input.clock),
        or(isNull(invoices.fiscalClaimedUntil), lte(invoices.fiscalClaimedUntil, input.clock)),
        input.orderId === undefined ? undefined : eq(invoices.orderId, input.orderId),
      ),
    )
    .orderBy(asc(invoices.fiscalNextAttemptAt), asc(invoices.id))
    .limit(BATCH)
    .for('update', { skipLocked: true })
  const rows = await db
    .update(invoices)
    .set({ fiscalClaimedUntil: input.until, fiscalAttempts: sql`${invoices.fiscalAttempts} + 1` })
    .where(inArray(invoices.id, due))
    .returning()
  return rows.sort((a, b) => a.id - b.id)
}

/**
 * Tells CIS about one claimed invoice, with no transaction open while it waits (ADR 048), and
 * records what came of it in one short transaction: the attempt in `fiscal_attempts` and on the
 * server log, and on the invoice the JIR, or the error and the next try. Every try after a failed
 * one carries the subsequent-delivery mark (NakDost).
 */
async function deliver(db: Db, send: SendToCis, invoice: InvoiceRow, later: (delayMs: number) => DbTime): Promise<FiscalOutcome> {
  const started = performance.now()
  const outcome = await attempt(db, send, invoice).catch(
    (error: unknown): FiscalOutcome => ({ outcome: 'error', code: 'INTERNAL', message: error instanceof Error ? error.message : String(error), durationMs: Math.round(performance.now() - started) }),
  )
  const error: FiscalError | null =
    outcome.outcome === 'jir' ? null : outcome.outcome === 'timeout' ? { code: 'TIMEOUT', message: `CIS did not answer within ${outcome.durationMs} ms` } : { code: outcome.code, message: outcome.message.slice(0, 1000) }
  await db.transaction(async (tx) => {
    await tx.insert(fiscalAttempts).values({
      invoiceId: invoice.id,
      outcome: outcome.outcome,
      subsequentDelivery: invoice.subsequentDelivery,
      code: error?.code ?? null,
      message: error?.message ?? null,
      durationMs: Math.round(outcome.durationMs),
    })
    await tx
      .update(invoices)
      .set(
        outcome.outcome === 'jir'
          ? { fiscalStatus: 'fiscalised', jir: outcome.jir, fiscalisedAt: new Date(), fiscalError: null, fiscalClaimedUntil: null, fiscalNextAttemptAt: null }
          : {
              subsequentDelivery: true,
              fiscalError: error,
              fiscalClaimedUntil: null,
              fiscalNextAttemptAt: later(fiscalRetryDelayMs(invoice.fiscalAttempts)),
            },
      )
      .where(eq(invoices.id, invoice.id))
    // The buyer's copy goes once: with the JIR, or with the ZKI alone after the first failed try (ADR 057).
    await queueInvoiceEmail(tx, invoice.id)
  })
  const fields = { invoiceId: invoice.id, number: invoice.number, attempt: invoice.fiscalAttempts, subsequentDelivery: invoice.subsequentDelivery, ms: Math.round(outcome.durationMs) }
  if (outcome.outcome === 'jir') log.info('invoice fiscalised', { ...fields, jir: outcome.jir })
  else log.warn('invoice not fiscalised', { ...fields, outcome: outcome.outcome, code: error?.code, message: error?.message })
  return outcome
}

/** One request: the ZKI is computed now if the certificate was missing when the invoice was issued. */
async function attempt(db: Db, send: SendToCis, invoice: InvoiceRow): Promise<FiscalOutcome> {
  const request = fiscalRequestOf(invoice)
  const loaded = await loadFiscalCertificate(invoice.siteId, invoice.seller.oib)
  let zki = invoice.zki
  if (!zki) {
    const computed = await zkiFor(invoice.siteId, request)
    if (computed.error) return { outcome: 'error', code: computed.error.code, message: computed.error.message, durationMs: 0 }
    zki = computed.zki
    await db.update(invoices).set({ zki }).where(eq(invoices.id, invoice.id))
  }
  if (!loaded.certificate) return { outcome: 'error', code: 'CERTIFICATE_MISSING', message: 'No fiscal certificate to sign the request with.', durationMs: 0 }
  const settings = await readInvoiceSettings(db, invoice.siteId)
  return send({ request, zki, certificate: loaded.certificate, timeoutMs: settings?.cisTimeoutMs ?? 2000 })
}

/**
 * Right after the commit that issued an order's invoice (or storno): sends it at once, so the buyer's
 * invoice usually has its JIR before anyone looks. A timeout or an error leaves it to the sweep.
 */
export async function deliverOrderInvoices(db: Db, send: SendToCis, orderId: number): Promise<FiscalOutcome[]> {
  const later = laterThan()
  const claimed = await claim(db, { clock: sql<Date>`now()`, until: later(FISCAL_CLAIM_MS), orderId })
  const outcomes: FiscalOutcome[] = []
  for (const invoice of claimed) outcomes.push(await deliver(db, send, invoice, later))
  return outcomes
}

/**
 * Without a given time, "due" and "later" are the database's clock, which stamped the rows; a test
 * passes its own time, and a failed try is then due again relative to it, not to the real clock.
 */
function laterThan(now?: Date): (delayMs: number) => DbTime {
  return (delayMs) => (now ? new Date(now.getTime() + delayMs) : sql<Date>`now() + ${delayMs}::integer * interval '1 millisecond'`)
}

/** The retrying job's pass: every pending invoice whose next try is due; returns how many got their JIR. */
export async function deliverDueInvoices(db: Db, send: SendToCis, now?: Date): Promise<number> {
  const clock: DbTime = now ?? sql<Date>`now()`
  const later = laterThan(now)
  let fiscalised = 0
  for (;;) {
    const batch = await claim(db, { clock, until: later(FISCAL_CLAIM_MS) })
    for (const invoice of batch) if ((await deliver(db, send, invoice, later)).outcome === 'jir') fiscalised++
    if (batch.length < BATCH) return fiscalised
  }
}
