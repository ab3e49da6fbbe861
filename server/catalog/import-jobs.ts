import { randomUUID } from 'node:crypto'
import type { ImportJobStatus } from '../../common/catalog/product-csv'
import type { AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { log } from '../log/logger'
import { existingPageCache } from '../page-cache/page-cache-service'
import { collectPageChanges, markNoPageChanged } from '../page-cache/page-changes'
import { runImport, type CheckedRow } from './product-import'

/**
 * A running CSV import, polled by the admin's progress bar. Jobs live in this process's memory:
 * the import is one transaction on this process's database connection anyway, and a status is
 * only interesting while its admin watches it (kept an hour, then forgotten).
 */
interface Job {
  siteId: number
  userId: number
  finishedAt: number | null
  status: ImportJobStatus
  settled: Promise<void>
}

const KEEP_MS = 60 * 60 * 1000
const jobs = new Map<string, Job>()

function forgetOldJobs(now: number): void {
  for (const [id, job] of jobs) if (job.finishedAt !== null && now - job.finishedAt > KEEP_MS) jobs.delete(id)
}

/** Starts writing the checked rows; answers at once with the job's first status. */
export function startImportJob(db: Db, input: { siteId: number; actor: AuditActor; rows: CheckedRow[] }): ImportJobStatus {
  forgetOldJobs(Date.now())
  const id = randomUUID()
  const status: ImportJobStatus = { id, state: 'running', processed: 0, total: input.rows.length, created: 0, updated: 0, priceChanges: 0, errors: [] }
  const job: Job = { siteId: input.siteId, userId: input.actor.id, finishedAt: null, status, settled: Promise.resolve() }
  jobs.set(id, job)
  // Started after this request has answered: on the embedded database the import's transaction
  // holds the one connection, and the answer (with the job's id) must not wait for it.
  // The request that started it has already purged what it marked: the job gathers its own page
  // changes (ADR 023) and purges them once its transaction has committed.
  markNoPageChanged()
  job.settled = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => collectPageChanges(() => runImport(db, { ...input, onProgress: ({ processed }) => (job.status = { ...job.status, processed }) })))
    .then(async ({ result, tags }) => {
      await existingPageCache(db)?.purge(tags)
      job.status = { ...job.status, ...result, processed: job.status.total, state: 'done' }
    })
    .catch((error: unknown) => {
      log.error('product import failed', { error: error instanceof Error ? error.message : String(error) })
      job.status = { ...job.status, state: 'failed' }
    })
    .finally(() => {
      job.finishedAt = Date.now()
    })
  return status
}

/** A job's status for the admin who started it (another login sees nothing: null). */
export function importJobStatus(input: { siteId: number; userId: number; id: string }): ImportJobStatus | null {
  const job = jobs.get(input.id)
  return job && job.siteId === input.siteId && job.userId === input.userId ? job.status : null
}

/** Resolves when the job is no longer running (tests and the e2e hook wait on it). */
export async function settledImportJob(id: string): Promise<ImportJobStatus | null> {
  const job = jobs.get(id)
  if (!job) return null
  await job.settled
  return job.status
}
