import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rows as rawRows } from '../catalog/raw-query'

/**
 * The next order id and its human number (`2026-000042`). The id comes from the orders sequence
 * before the insert, so parallel orders can never share a number (no max()+1 race).
 */
export async function nextOrderIdentity(tx: Db, now = new Date()): Promise<{ id: number; number: string }> {
  const [row] = await rawRows<{ id: number | string }>(tx, sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`)
  const id = Number(row?.id)
  if (!Number.isSafeInteger(id)) throw new Error('orders sequence returned nothing')
  return { id, number: `${now.getUTCFullYear()}-${String(id).padStart(6, '0')}` }
}

/** The public handle of an order (§2 `orderSlug`): 128 random bits, URL-safe. */
export function newOrderSlug(): string {
  return randomBytes(16).toString('base64url')
}
