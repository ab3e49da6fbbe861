import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { loadConfig, type Config } from '../config'
import { openDatabase, type Database } from '../db/client'
import { migrate } from '../db/migrate'
import { seedBase } from '../db/seed/base'
import { setFiscalCertificateSource } from '../invoices/fiscal-certificate-store'
import { setMediaDelivery } from '../media/media-service'
import { mediaStorageFor } from '../media/media-storage'
import { pgliteTemplate, TEMPLATE_DATABASE_ENV } from './migrated-template'
import { serverQuery } from './scratch-postgres'
import type { Runtime } from '../runtime'
import type { Site } from '../site/site-service'

export interface TestRuntime extends Runtime {
  site: Site
  /** Drops the test database (PostgreSQL) or closes it (PGlite) and removes its temp folder. */
  dispose(): Promise<void>
}

export interface TestDatabaseOptions {
  /** Called with the SQL of every statement (tests that count a page's queries). */
  logQuery?: (query: string) => void
}

/**
 * A freshly migrated database of its own for one test file (STYLE: each test gets its own).
 * With `DATABASE_URL` set it is a new database on that PostgreSQL server, else PGlite in memory;
 * both copied from the run's migrated template when the global setup made one.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const template = pgliteTemplate()
    const database = await openDatabase({ loadDataDir: template && (await template), logQuery: options.logQuery })
    if (!template) await migrate(database)
    return { database, drop: () => database.close() }
  }
  const name = `izlog_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const template = process.env[TEMPLATE_DATABASE_ENV]
  await serverQuery(url, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`)
  const testUrl = new URL(url)
  testUrl.pathname = `/${name}`
  const database = await openDatabase({ url: testUrl.toString(), logQuery: options.logQuery })
  if (!template) await migrate(database)
  return {
    database,
    drop: async () => {
      await database.close()
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      // pool.end() resolves before the server has closed every session; forcing the drop while one
      // is still closing kills it with an error that surfaces as an uncaught exception. Wait first.
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await cleanup.query<{ sessions: number }>(
          'SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1',
          [name],
        )
        if (rows[0]?.sessions === 0) break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

/** A test database with the base seed (site, languages, countries, options) and a temp data folder. */
export async function createTestRuntime(overrides: Partial<Config> = {}, options: TestDatabaseOptions = {}): Promise<TestRuntime> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'izlog-test-'))
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
    ...overrides,
  }
  // The invoices' fiscal certificates are this runtime's: the last one created in a file holds them.
  setFiscalCertificateSource(config)
  // Media URLs are this runtime's too (local `/media/` unless the overrides name a bucket).
  setMediaDelivery(mediaStorageFor(config))
  const { database, drop } = await createTestDatabase(options)
  const site = await seedBase(database.db, { siteName: 'Test' })
  return {
    config,
    database,
    site,
    dispose: async () => {
      await drop()
      await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
}
