import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { isoDayInSiteZone } from '../../common/i18n/dates'
import type { Db } from '../db/client'
import { invoices } from '../db/schema'
import { log } from '../log/logger'
import { eracunDocumentOf } from './eracun-document'
import type { EracunIntermediary } from './eracun-intermediary'
import type { EracunInvoice } from './eracun-plan'

/** Sends that fail this often in a row give up (`failed`); the desk shows the last error. */
export const ERACUN_MAX_SEND_ATTEMPTS = 10
/** Status polls before a document still `sent` is left alone: about 30 days at the 6-hour cap. */
export const ERACUN_MAX_POLLS = 130
const BATCH = 10
/** A worker's claim on a batch (ADR 048): far above ten requests at the 30-second timeout. */
export const ERACUN_CLAIM_MS = 10 * 60_000

type DbTime = Date | ReturnType<typeof sql<Date>>

/** After a failed send: 1 min, 2, 4 … capped at an hour. */
export function eracunRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)
}

/** Between status polls: 1 min, 2, 4 … capped at six hours (delivery is minutes, a refusal may take days). */
export function eracunPollDelayMs(polls: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, polls - 1), 6 * 3_600_000)
}

/**
 * Moves due eRačuni on, with no transaction open while the intermediary is asked (ADR 048): a
 * batch is claimed in one statement (`FOR UPDATE SKIP LOCKED` and a lease), then each is handled
 * and its outcome written by a statement of its own. A `pending` one is built and sent (`sent`,
 * with the intermediary's id); a `sent` one is polled until `delivered` or `rejected`. Errors are
 * kept in `eracunError` and tried again with backoff. A worker that dies leaves its claim to
 * expire; a send that got through before the crash is found again by its number, not repeated.
 * Returns how many were handled.
 */
export async function processEracuni(db: Db, intermediary: EracunIntermediary, now?: Date): Promise<number> {
  const clock: DbTime = now ?? sql<Date>`now()`
  const later = (delayMs: number): DbTime => (now ? new Date(now.getTime() + delayMs) : sql<Date>`now() + ${delayMs}::integer * interval '1 millisecond'`)
  let handled = 0
  for (;;) {
    const claimedAt = performance.now()
    const batch = await claimBatch(db, clock, later(ERACUN_CLAIM_MS))
    for (const [index, row] of batch.entries()) {
      if (performance.now() - claimedAt > ERACUN_CLAIM_MS / 2) {
        await release(db, batch.slice(index))
        return handled
      }
      await (row.eracunId ? poll(db, intermediary, row, later) : send(db, intermediary, row, later))
      handled++
    }
    if (batch.length < BATCH) return handled
  }
}

async function claimBatch(db: Db, clock: DbTime, until: DbTime): Promise<EracunInvoice[]> {
  const due = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        inArray(invoices.eracunStatus, ['pending', 'sent']),
        or(isNull(invoices.eracunNextAttemptAt), lte(invoices.eracunNextAttemptAt, clock)),
        or(isNull(invoices.eracunClaimedUntil), lte(invoices.eracunClaimedUntil, clock)),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(BATCH)
    .for('update', { skipLocked: true })
  // The claim counts as the attempt, so an invoice that brings its worker down still runs out of tries.
  const rows = await db
    .update(invoices)
    .set({ eracunClaimedUntil: until, eracunAttempts: sql`${invoices.eracunAttempts} + 1` })
    .where(inArray(invoices.id, due))
    .returning()
  return rows.sort((a, b) => a.id - b.id)
}

async function release(db: Db, rows: EracunInvoice[]): Promise<void> {
  await db
    .update(invoices)
    .set({ eracunClaimedUntil: null, eracunAttempts: sql`${invoices.eracunAttempts} - 1` })
    .where(inArray(invoices.id, rows.map((row) => row.id)))
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

async function send(db: Db, intermediary: EracunIntermediary, row: EracunInvoice, later: (delayMs: number) => DbTime): Promise<void> {
  let id: string
  try {
    const xml = await eracunDocumentOf(db, row)
    id = await intermediary.send(xml, { documentNumber: row.number, year: Number(isoDayInSiteZone(row.issuedAt.toISOString()).slice(0, 4)), sellerOib: row.seller.oib, attempt: row.eracunAttempts })
  } catch (error) {
    const hasFailed = row.eracunAttempts >= ERACUN_MAX_SEND_ATTEMPTS
    await db
      .update(invoices)
      .set({
        eracunStatus: hasFailed ? 'failed' : 'pending',
        eracunError: messageOf(error),
        eracunNextAttemptAt: hasFailed ? null : later(eracunRetryDelayMs(row.eracunAttempts)),
        eracunClaimedUntil: null,
        eracunUpdatedAt: new Date(),
      })
      .where(eq(invoices.id, row.id))
    log.warn('eRačun not sent', { invoiceId: row.id, number: row.number, attempts: row.eracunAttempts, intermediary: intermediary.name, error: messageOf(error) })
    return
  }
  await db
    .update(invoices)
    .set({ eracunStatus: 'sent', eracunId: id, eracunError: null, eracunAttempts: 0, eracunNextAttemptAt: later(eracunPollDelayMs(1)), eracunClaimedUntil: null, eracunUpdatedAt: new Date() })
    .where(eq(invoices.id, row.id))
  log.info('eRačun sent', { invoiceId: row.id, number: row.number, eracunId: id, intermediary: intermediary.name })
}

async function poll(db: Db, intermediary: EracunIntermediary, row: EracunInvoice, later: (delayMs: number) => DbTime): Promise<void> {
  const next = (delayMs: number) => (row.eracunAttempts >= ERACUN_MAX_POLLS ? null : later(delayMs))
  try {
    const status = await intermediary.status(row.eracunId!, { sellerOib: row.seller.oib })
    if (status.state === 'sent') {
      await db.update(invoices).set({ eracunError: null, eracunNextAttemptAt: next(eracunPollDelayMs(row.eracunAttempts)), eracunClaimedUntil: null }).where(eq(invoices.id, row.id))
      return
    }
    const reason = status.state === 'rejected' ? status.reason : null
    await db
      .update(invoices)
      .set({ eracunStatus: status.state, eracunError: reason, eracunNextAttemptAt: null, eracunClaimedUntil: null, eracunUpdatedAt: new Date() })
      .where(eq(invoices.id, row.id))
    log.info(`eRačun ${status.state}`, { invoiceId: row.id, number: row.number, eracunId: row.eracunId, ...(reason ? { reason } : {}) })
  } catch (error) {
    // The document is out; only the answer is missing: keep asking, with the error shown meanwhile.
    await db
      .update(invoices)
      .set({ eracunError: messageOf(error), eracunNextAttemptAt: next(eracunRetryDelayMs(row.eracunAttempts)), eracunClaimedUntil: null })
      .where(eq(invoices.id, row.id))
    log.warn('eRačun status not read', { invoiceId: row.id, eracunId: row.eracunId, error: messageOf(error) })
  }
}

interface Sweep {
  timer: NodeJS.Timeout
  running: Promise<unknown> | null
  run: () => void
}
let sweep: Sweep | null = null

/** While the server runs: a sweep every few seconds sends what is due and polls what is out. */
export function startEracunSweep(db: Db, intermediary: EracunIntermediary, everyMs = 10_000): void {
  if (sweep) return
  const run = () => {
    if (!sweep || sweep.running) return
    sweep.running = processEracuni(db, intermediary)
      .catch((error: unknown) => log.warn('eRačun sweep failed', { error: messageOf(error) }))
      .finally(() => {
        if (sweep) sweep.running = null
      })
  }
  sweep = { timer: setInterval(run, everyMs), running: null, run }
  sweep.timer.unref()
}

/** Right after a commit that made an eRačun due: send now instead of at the next tick (no-op without a sweep). */
export function kickEracun(): void {
  if (sweep) setImmediate(sweep.run)
}

export async function stopEracunSweep(): Promise<void> {
  if (!sweep) return
  clearInterval(sweep.timer)
  const running = sweep.running
  sweep = null
  await running
}
