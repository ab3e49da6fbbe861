import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { log } from '../log/logger'
import { acquireDataDirLock } from './data-dir-lock'
import { DurableNodeFS, durableStartParams, syncDirectoryTree } from './durable-node-fs'
import * as schema from './schema'

export type Schema = typeof schema
/** The one database type every service takes: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  db: Db
  kind: DatabaseKind
  /** The embedded database itself, for the backup (`dumpDataDir`); absent on PostgreSQL. */
  pglite?: PGlite
  close(): Promise<void>
}

/** Sessions of the application carry this name, so `npm run restore` can see a running install. */
export const APPLICATION_NAME = 'izlog'

export interface OpenDatabaseOptions {
  /** A `postgres://` URL; without one the embedded PGlite is used. */
  url?: string
  /** PGlite data directory, locked for this process (see data-dir-lock.ts); omitted means in memory. */
  dataDir?: string
  /** A `dumpDataDir()` tarball to create the new PGlite database from (restore; test templates). */
  loadDataDir?: Blob
  /** `application_name` of PostgreSQL sessions; tools that must not count as the app pass their own. */
  applicationName?: string
  /** Called with every statement's SQL (performance work: `DB_LOG_QUERIES=true`). */
  logQuery?: (query: string) => void
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const logger = options.logQuery ? { logQuery: options.logQuery } : undefined
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, application_name: options.applicationName ?? APPLICATION_NAME })
    // An idle connection that the server drops (a restart, a failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => log.warn('idle PostgreSQL connection lost', { error: error.message }))
    const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case', logger }) as unknown as Db
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  if (!options.dataDir) {
    const client = await PGlite.create({ extensions: { pg_trgm, unaccent }, loadDataDir: options.loadDataDir })
    const db = drizzlePglite({ client, schema, casing: 'snake_case', logger }) as unknown as Db
    return { db, kind: 'pglite', pglite: client, close: () => client.close() }
  }
  const dataDir = path.resolve(options.dataDir)
  const lock = acquireDataDirLock(dataDir)
  try {
    const isNew = !fs.existsSync(path.join(dataDir, 'PG_VERSION'))
    const client = await PGlite.create({
      fs: new DurableNodeFS(dataDir),
      startParams: durableStartParams,
      extensions: { pg_trgm, unaccent },
      loadDataDir: options.loadDataDir,
    })
    if (isNew) syncDirectoryTree(dataDir)
    const db = drizzlePglite({ client, schema, casing: 'snake_case', logger }) as unknown as Db
    return {
      db,
      kind: 'pglite',
      pglite: client,
      close: async () => {
        try {
          await client.close()
        } finally {
          lock.release()
        }
      },
    }
  } catch (error) {
    lock.release()
    throw error
  }
}
