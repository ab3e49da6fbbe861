import { sql } from 'drizzle-orm'
import { rows } from '../catalog/raw-query'
import type { Db } from '../db/client'

/** Every table of the `public` schema with its rows as text, ordered: equal snapshots hold equal data. */
export async function snapshotTables(db: Db): Promise<Record<string, string[]>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )
  const snapshot: Record<string, string[]> = {}
  for (const { name } of tables) {
    const tableRows = await rows<{ row: string }>(db, sql`SELECT t::text AS row FROM ${sql.identifier(name)} AS t ORDER BY 1`)
    snapshot[name] = tableRows.map((r) => r.row)
  }
  return snapshot
}

/** Row counts per table, for comparisons where ids and timestamps legitimately differ. */
export async function countTables(db: Db): Promise<Record<string, number>> {
  const snapshot = await snapshotTables(db)
  return Object.fromEntries(Object.entries(snapshot).map(([name, tableRows]) => [name, tableRows.length]))
}
