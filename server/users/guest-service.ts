import { eq } from 'drizzle-orm'
import type { GuestUserInput } from '../../common/users/schemas'
import type { GuestView } from '../../common/users/user-view'
import type { Db } from '../db/client'
import { guestUsers } from '../db/schema'

// A cookie is client input: only a well-formed UUID may reach the uuid column (else the query fails).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type { GuestView }

/**
 * §6 guest buyer: the guest row named by the guest cookie is updated (or a new one created when
 * the cookie is missing or stale). The cart issue calls this through `updateGuestUser`.
 */
export async function upsertGuestUser(db: Db, input: { guestId?: string | null; guest: GuestUserInput }): Promise<GuestView> {
  const values = {
    email: input.guest.email,
    details: input.guest.details ?? {},
    company: input.guest.company ?? {},
    addresses: (input.guest.addresses ?? []) as Record<string, unknown>[],
    updatedAt: new Date(),
  }
  if (input.guestId && UUID.test(input.guestId)) {
    const [updated] = await db.update(guestUsers).set(values).where(eq(guestUsers.id, input.guestId)).returning()
    if (updated) return { id: updated.id, email: updated.email }
  }
  const [created] = await db.insert(guestUsers).values(values).returning()
  if (!created) throw new Error('guest insert returned nothing')
  return { id: created.id, email: created.email }
}

export async function findGuestUser(db: Db, guestId: string): Promise<GuestView | null> {
  if (!UUID.test(guestId)) return null
  const [row] = await db.select().from(guestUsers).where(eq(guestUsers.id, guestId)).limit(1)
  return row ? { id: row.id, email: row.email } : null
}
