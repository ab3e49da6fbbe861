import { and, asc, eq, lte, sql } from 'drizzle-orm'
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

type MailConfig = Pick<Config, 'smtpUrl' | 'mailDir' | 'mailFrom' | 'publicUrl' | 'port'>

/** 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)
}

/**
 * Sends what is due. Each message is sent while its row is locked (`FOR UPDATE SKIP LOCKED`), so
 * two workers never take the same one; it is marked sent in the same transaction. A crash between
 * the send and the commit sends it again later with the same Message-ID and the same `.eml` name,
 * so the receiving side sees one message. Returns how many were sent.
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
  const clock = now ?? sql<Date>`now()`
  const later = (delayMs: number) => (now ? new Date(now.getTime() + delayMs) : sql<Date>`now() + ${delayMs}::integer * interval '1 millisecond'`)
  let sent = 0
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, clock)))
        .orderBy(asc(outbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true })
      if (due.length > 0) onBusy()
      for (const row of due) {
        try {
          const email = await renderOutboxEmail(tx, config, { siteId: row.siteId, email: row.payload as unknown as OutboxEmail })
          if (!email) {
            await tx.update(outbox).set({ status: 'failed', lastError: 'template or record missing' }).where(eq(outbox.id, row.id))
            log.warn('outbox message cannot be rendered', { id: row.id, dedupeKey: row.dedupeKey })
            continue
          }
          await sendMail(config, { ...email, messageId: `<outbox-${row.id}@izlog>`, fileKey: `outbox-${String(row.id).padStart(8, '0')}` })
          await tx.update(outbox).set({ status: 'sent', sentAt: new Date(), sentTo: email.to, attempts: sql`${outbox.attempts} + 1`, lastError: null }).where(eq(outbox.id, row.id))
          sent++
        } catch (error) {
          const attempts = row.attempts + 1
          const message = error instanceof Error ? error.message.slice(0, 500) : String(error)
          await tx
            .update(outbox)
            .set({ attempts, lastError: message, status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', nextAttemptAt: later(retryDelayMs(attempts)) })
            .where(eq(outbox.id, row.id))
          log.warn('outbox message not sent', { id: row.id, attempts, error: message })
        }
      }
      return due.length
    })
    if (handled < BATCH) return sent
  }
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
