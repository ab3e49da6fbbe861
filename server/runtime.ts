import fs from 'node:fs/promises'
import path from 'node:path'
import { loadConfig, type Config } from './config'
import { openDatabase, type Database } from './db/client'
import { setFiscalCertificateSource } from './invoices/fiscal-certificate-store'
import { startFiscalSweep, stopFiscalSweep } from './invoices/fiscal-sweep'
import { migrate } from './db/migrate'
import { seedIfEmpty } from './db/seed'
import { log, setLogLevel } from './log/logger'
import { setMediaDelivery } from './media/media-service'
import { mediaStorageFor } from './media/media-storage'
import { startOutboxSweep, stopOutboxSweep } from './outbox/outbox-worker'
import { eracunIntermediaryFor, warnAboutLocalIntermediary } from './eracun/eracun-intermediary-for'
import { startEracunSweep, stopEracunSweep } from './eracun/eracun-worker'
import { startUnpaidOrderSweep, stopUnpaidOrderSweep } from './orders/unpaid-order-sweep'
import { existingPageCache } from './page-cache/page-cache-service'
import { reconcileUnpaidOrder } from './payments/processor-result'
import { warnAboutProductionTestGateway } from './payments/test-gateway/test-gateway-status'

export interface Runtime {
  config: Config
  database: Database
}

const RUNTIME = Symbol.for('izlog.runtime')
type GlobalWithRuntime = typeof globalThis & { [RUNTIME]?: Promise<Runtime> }

/**
 * The process-wide runtime: one database handle, opened, migrated and seeded once. PGlite is
 * single-process, so a reload of this module in development must reuse the handle it opened.
 */
export function getRuntime(): Promise<Runtime> {
  const holder = globalThis as GlobalWithRuntime
  holder[RUNTIME] ??= createRuntime(loadConfig()).then(async (runtime) => {
    // The server's own runtime sends queued e-mail; test runtimes call processOutbox themselves.
    startOutboxSweep(runtime.database.db, runtime.config)
    startUnpaidOrderSweep(runtime.database.db, (order) => reconcileUnpaidOrder(runtime.database.db, runtime.config, order))
    startEracunSweep(runtime.database.db, eracunIntermediaryFor(runtime.config))
    warnAboutLocalIntermediary(runtime.config)
    // Invoices still waiting for their JIR (a CIS outage, a restart) go out with NakDost (issue 21).
    startFiscalSweep(runtime.database.db, runtime.config)
    await warnAboutProductionTestGateway(runtime.database.db, runtime.config)
    return runtime
  })
  return holder[RUNTIME]
}

export async function createRuntime(config: Config): Promise<Runtime> {
  setLogLevel(config.logLevel)
  setFiscalCertificateSource(config)
  setMediaDelivery(mediaStorageFor(config))
  const started = performance.now()
  if (!config.databaseUrl) await fs.mkdir(config.dataDir, { recursive: true })
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
    logQuery: process.env.DB_LOG_QUERIES === 'true' ? (query) => log.debug(`sql ${query}`) : undefined,
  })
  await migrate(database)
  const seeded = await seedIfEmpty(database.db, config)
  log.info(`database ready (${database.kind}${seeded ? ', demo content seeded' : ''})`, {
    ms: Math.round(performance.now() - started),
  })
  return { config, database }
}

export async function closeRuntime(): Promise<void> {
  const holder = globalThis as GlobalWithRuntime
  const runtime = await holder[RUNTIME]
  delete holder[RUNTIME]
  await stopOutboxSweep()
  await stopUnpaidOrderSweep()
  await stopEracunSweep()
  await stopFiscalSweep()
  if (runtime) await existingPageCache(runtime.database.db)?.close()
  await runtime?.database.close()
}
