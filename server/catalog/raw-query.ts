import type { SQL } from 'drizzle-orm'
import type { Db } from '../db/client'

/**
 * Rows of a raw SQL query. PGlite and node-postgres both answer `{ rows }`; the shared `Db` type
 * cannot say so, hence this one narrow cast.
 */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
