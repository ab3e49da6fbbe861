import path from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { Database } from './client'

export const migrationsFolder = path.resolve('server/db/migrations')

/** Brings the schema up to date; safe to run on every start. */
export async function migrate(database: Database): Promise<void> {
  // Extensions come first: search (unaccent + trigram) needs them, and drizzle-kit does not emit them.
  await database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  await database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS unaccent`)
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
  } else {
    await migratePostgres(database.db as unknown as NodePgDatabase, { migrationsFolder })
  }
}
