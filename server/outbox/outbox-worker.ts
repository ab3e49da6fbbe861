import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { outbox } from '../db/schema'
import { log } from '../log/logger'
import { sendMail } from '../mail/mailer'
import { startPipelineJob } from '../pipeline/running-jobs'
import type { OutboxEmail } from './enqueue'
import { renderOutboxEmail } from './render-email'

/** After this many failed attempts a message is marked failed (docs/operations.md: how to resend). */
export const MAX_ATTEMPTS = 8
const BATCH = 10
/**
 * How long a sender's claim on a batch holds. A sender that dies leaves its claim to expire, then
 * the batch is taken again. Far above what a message can take with the SMTP timeouts; a sender
 * that has used half of it gives back what it has not started instead of racing the expiry.
 */
export const CLAIM_MS = 10 * 60_000

type MailConfig = Pick<Config, 'smtpUrl' | 'mailDir' | 'mailFrom' | 'publicUrl' | 'port' | 'smtpTimeouts'>
type OutboxRow = typeof outbox.$inferSelect
type DbTime = Date | ReturnType<typeof sql<Date>>

/** 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)
}

/**
 * Sends what is due, with no transaction open while it talks to the mail server (ADR 048): PGlite
 * has one connection, so a transaction held across a hanging SMTP exchange stopped every request.
 * A batch is claimed in one statement (`FOR UPDATE SKIP LOCKED`, so two senders never take the
 * same row, and a lease, `claimed_until`), then each message is sent and marked sent on its own.
 * A crash between a send and its mark sends that one message again once the lease expires, with
 * the same Message-ID and `.eml` name, so the receiving side sees one message. Returns how many were sent.
 */
export async function processOutbox(db: Db, config: MailConfig, now?: Date): Promise<number> {
  // A sweep with nothing due is no job; one that sends mail is (§7 pipeline/hasRunningPipeline).
  const job: { finish?: () => void } = {}
  try {
    return await sendDue(db, config, now, () => (job.finish ??= startPipelineJob('mail')))
  } finally {
    job.finish?.()
  }
}

async function sendDue(db: Db, config: MailConfig, now: Date | undefined, onBusy: () => void): Promise<number> {
  // Without a given time, "due" is the database's clock, which stamped the row (microseconds; the
  // app's Date has milliseconds and may be another machine's clock): a message queued a moment ago
  // is due at once.
  const clock: DbTime = now ?? sql<Date>`now()`
  const later = (delayMs: number): DbTime => (now ? new Date(now.getTime() + delayMs) : sql<Date>`now() + ${delayMs}::integer * interval '1 millisecond'`)
  let sent = 0
  for (;;) {
    const claimedAt = performance.now()
    const batch = await claimBatch(db, clock, later(CLAIM_MS))
    if (batch.length > 0) onBusy()
    for (const [index, row] of batch.entries()) {
      if (performance.now() - claimedAt > CLAIM_MS / 2) {
        await release(db, batch.slice(index))
        return sent
      }
      if (await sendOne(db, config, row, later)) sent++
    }
    if (batch.length < BATCH) return sent
  }
}

async function claimBatch(db: Db, clock: DbTime, until: DbTime): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, clock), or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, clock))))
    .orderBy(asc(outbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true })
  // The claim counts as the attempt, so a message that brings its sender down still runs out of tries.
  const rows = await db
    .update(outbox)
    .set({ claimedUntil: until, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning()
  return rows.sort((a, b) => a.id - b.id)
}

async function release(db: Db, rows: OutboxRow[]): Promise<void> {
  await db
    .update(outbox)
    .set({ claimedUntil: null, attempts: sql`${outbox.attempts} - 1` })
    .where(inArray(outbox.id, rows.map((row) => row.id)))
}

/** One claimed message: rendered, sent, and its outcome written in a statement of its own. */
async function sendOne(db: Db, config: MailConfig, row: OutboxRow, later: (delayMs: number) => DbTime): Promise<boolean> {
  let to: string
  try {
    const email = await renderOutboxEmail(db, config, { siteId: row.siteId, email: row.payload as unknown as OutboxEmail })
    if (!email) {
      await db.update(outbox).set({ status: 'failed', claimedUntil: null, lastError: 'template or record missing' }).where(eq(outbox.id, row.id))
      log.warn('outbox message cannot be rendered', { id: row.id, dedupeKey: row.dedupeKey })
      return false
    }
    await sendMail(config, { ...email, messageId: `<outbox-${row.id}@izlog>`, fileKey: `outbox-${String(row.id).padStart(8, '0')}` })
    to = email.to
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 500) : String(error)
    await db
      .update(outbox)
      .set({
        claimedUntil: null,
        lastError: message,
        status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        nextAttemptAt: later(retryDelayMs(row.attempts)),
      })
      .where(eq(outbox.id, row.id))
    log.warn('outbox message not sent', { id: row.id, attempts: row.attempts, error: message })
    return false
  }
  await db.update(outbox).set({ status: 'sent', sentAt: new Date(), sentTo: to, claimedUntil: null, lastError: null }).where(eq(outbox.id, row.id))
  return true
}

interface Sweep {
  timer: NodeJS.Timeout
  running: Promise<unknown> | null
  run: () => void
}
let sweep: Sweep | null = null

/** While the server runs: a sweep every few seconds (what a crash left behind goes out too). */
export function startOutboxSweep(db: Db, config: MailConfig, everyMs = 3000): void {
  if (sweep) return
  const run = () => {
    if (!sweep || sweep.running) return
    sweep.running = processOutbox(db, config)
      .catch((error: unknown) => log.warn('outbox sweep failed', { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => {
        if (sweep) sweep.running = null
      })
  }
  sweep = { timer: setInterval(run, everyMs), running: null, run }
  sweep.timer.unref()
}

/** Right after a commit that queued mail: send now instead of at the next tick (no-op without a sweep). */
export function kickOutbox(): void {
  if (sweep) setImmediate(sweep.run)
}

export async function stopOutboxSweep(): Promise<void> {
  if (!sweep) return
  clearInterval(sweep.timer)
  const running = sweep.running
  sweep = null
  await running
}
