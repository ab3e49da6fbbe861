import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { log } from '../log/logger'
import * as schema from './schema'

export type Schema = typeof schema
/** The one database type every service takes: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  db: Db
  kind: DatabaseKind
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** A `postgres://` URL; without one the embedded PGlite is used. */
  url?: string
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string
  /** Called with every statement's SQL (performance work: `DB_LOG_QUERIES=true`). */
  logQuery?: (query: string) => void
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const logger = options.logQuery ? { logQuery: options.logQuery } : undefined
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    // An idle connection that the server drops (a restart, a failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => log.warn('idle PostgreSQL connection lost', { error: error.message }))
    const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case', logger }) as unknown as Db
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm, unaccent } })
  const db = drizzlePglite({ client, schema, casing: 'snake_case', logger }) as unknown as Db
  return { db, kind: 'pglite', close: () => client.close() }
}
