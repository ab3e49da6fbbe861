import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { members } from '../db/schema'

/** Member card numbers: 8 to 20 digits (EAN-13 cards and the shop's own numbering). */
export const MEMBER_BARCODE_FORMAT = /^\d{8,20}$/

/**
 * §5 "non-empty checked by server": the number must have the card format and belong to an active,
 * unexpired card in the members table. Reads as `isValid` (§7 validateMembersBarcode).
 */
export async function validateMembersBarcode(db: Db, barcode: string): Promise<{ isValid: boolean }> {
  const normalised = barcode.trim()
  if (!MEMBER_BARCODE_FORMAT.test(normalised)) return { isValid: false }
  const [member] = await db.select().from(members).where(eq(members.barcode, normalised)).limit(1)
  const isValid = Boolean(member?.isActive && (!member.validUntil || member.validUntil.getTime() > Date.now()))
  return { isValid }
}
