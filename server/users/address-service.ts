import { and, asc, eq, ne } from 'drizzle-orm'
import type { AddressBookEntryInput, AddressBookUpdateInput, AddressInput, AddressUpdateInput } from '../../common/users/schemas'
import type { AddressView } from '../../common/users/user-view'
import type { Db } from '../db/client'
import { addresses } from '../db/schema'
import { ApiError } from '../http/api-error'

type AddressRow = typeof addresses.$inferSelect
type DefaultsChange = { isDefaultDelivery?: boolean; isDefaultBilling?: boolean }

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
    isDefaultDelivery: row.isDefaultDelivery,
    isDefaultBilling: row.isDefaultBilling,
  }
}

/** The address's columns; the default flags are set only by `setDefaults`, which keeps one of each per account. */
function columns<T extends AddressInput | AddressUpdateInput>(input: T): Omit<T, 'companyOIB' | keyof DefaultsChange> & { companyOib?: string | null } {
  const { companyOIB, isDefaultDelivery: _delivery, isDefaultBilling: _billing, ...rest } = input as T & DefaultsChange
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


/** One default delivery and one default billing address per account: setting one moves it here. */
async function setDefaults(tx: Db, input: { userId: number; addressId: number; change: DefaultsChange }): Promise<void> {
  const own = and(eq(addresses.userId, input.userId), ne(addresses.id, input.addressId))
  const here = and(eq(addresses.userId, input.userId), eq(addresses.id, input.addressId))
  const { isDefaultDelivery, isDefaultBilling } = input.change
  if (isDefaultDelivery) await tx.update(addresses).set({ isDefaultDelivery: false }).where(and(own, eq(addresses.isDefaultDelivery, true)))
  if (isDefaultBilling) await tx.update(addresses).set({ isDefaultBilling: false }).where(and(own, eq(addresses.isDefaultBilling, true)))
  const set = {
    ...(isDefaultDelivery !== undefined ? { isDefaultDelivery } : {}),
    ...(isDefaultBilling !== undefined ? { isDefaultBilling } : {}),
  }
  if (Object.keys(set).length) await tx.update(addresses).set(set).where(here)
}

/** Issue 20.6: a new address in the account's address book, a default if asked. */
export async function addAddressBookEntry(db: Db, input: { userId: number; address: AddressBookEntryInput }): Promise<AddressView> {
  return db.transaction(async (tx) => {
    const created = await createAddress(tx, { userId: input.userId, address: input.address })
    await setDefaults(tx, { userId: input.userId, addressId: created.id, change: input.address })
    return ownAddress(tx, input.userId, created.id)
  })
}

/** Changes one of the account's own addresses (someone else's id answers 404, like a missing one). */
export async function updateAddressBookEntry(db: Db, input: { userId: number; addressId: number; changes: AddressBookUpdateInput }): Promise<AddressView> {
  return db.transaction(async (tx) => {
    await updateAddress(tx, { userId: input.userId, addressId: input.addressId, changes: input.changes })
    await setDefaults(tx, { userId: input.userId, addressId: input.addressId, change: input.changes })
    return ownAddress(tx, input.userId, input.addressId)
  })
}

/** Deletes one of the account's own addresses; orders keep their own copy of every address. */
export async function deleteAddress(db: Db, input: { userId: number; addressId: number }): Promise<void> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, input.userId)))
    .returning({ id: addresses.id })
  if (deleted.length === 0) throw ApiError.notFound('ADDRESS_NOT_FOUND')
}

async function ownAddress(db: Db, userId: number, addressId: number): Promise<AddressView> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
  if (!row) throw ApiError.notFound('ADDRESS_NOT_FOUND')
  return toAddressView(row)
}
