import { and, asc, eq } from 'drizzle-orm'
import type { AddressInput, AddressUpdateInput } from '../../common/users/schemas'
import type { AddressView } from '../../common/users/user-view'
import type { Db } from '../db/client'
import { addresses } from '../db/schema'
import { ApiError } from '../http/api-error'

type AddressRow = typeof addresses.$inferSelect

export function toAddressView(row: AddressRow): AddressView {
  return {
    id: row.id,
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    street: row.street,
    houseNumber: row.houseNumber,
    zipCode: row.zipCode,
    city: row.city,
    country: row.country,
    region: row.region,
    companyName: row.companyName,
    companyOIB: row.companyOib,
  }
}

function columns<T extends AddressInput | AddressUpdateInput>(input: T): Omit<T, 'companyOIB'> & { companyOib?: string | null } {
  const { companyOIB, ...rest } = input
  return { ...rest, ...(companyOIB !== undefined ? { companyOib: companyOIB } : {}) }
}

/** The fields a PATCH sent; absent ones (undefined) leave their column as it is. */
function sentFields<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>
}

export async function listAddresses(db: Db, userId: number): Promise<AddressView[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id))
  return rows.map(toAddressView)
}

export async function createAddress(db: Db, input: { userId: number; address: AddressInput }): Promise<AddressView> {
  const [row] = await db
    .insert(addresses)
    .values({ userId: input.userId, ...columns(input.address), type: input.address.type })
    .returning()
  if (!row) throw new Error('address insert returned nothing')
  return toAddressView(row)
}

/** Updates one of the user's own addresses; someone else's id answers 404, like a missing one. */
export async function updateAddress(
  db: Db,
  input: { userId: number; addressId: number; changes: AddressUpdateInput },
): Promise<AddressView> {
  const [row] = await db
    .update(addresses)
    .set({ ...columns(sentFields(input.changes)), updatedAt: new Date() })
    .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, input.userId)))
    .returning()
  if (!row) throw ApiError.notFound('ADDRESS_NOT_FOUND')
  return toAddressView(row)
}
