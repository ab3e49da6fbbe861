import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { members, users } from '../db/schema'
import { ApiError } from '../http/api-error'

/** Member card numbers: 8 to 20 digits (EAN-13 cards and the shop's own numbering). */
export const MEMBER_BARCODE_FORMAT = /^\d{8,20}$/

type MemberRow = typeof members.$inferSelect

/** The card when it has the card format and is active and unexpired in the members table. */
async function findValidCard(db: Db, barcode: string): Promise<MemberRow | null> {
  const normalised = barcode.trim()
  if (!MEMBER_BARCODE_FORMAT.test(normalised)) return null
  const [member] = await db.select().from(members).where(eq(members.barcode, normalised)).limit(1)
  return member?.isActive && (!member.validUntil || member.validUntil.getTime() > Date.now()) ? member : null
}

export async function isCardValid(db: Db, barcode: string): Promise<boolean> {
  return (await findValidCard(db, barcode)) !== null
}

/**
 * Issue 25.3: a card belongs to one account, as in a real loyalty scheme. Once an account applied
 * it, it is that account's alone. A card nobody applied yet may be used by the account that keeps
 * it on its profile (accounts from before cards had owners), or by anyone when no account does.
 */
async function mayUse(db: Db, card: MemberRow, userId: number | null): Promise<boolean> {
  if (card.userId !== null) return card.userId === userId
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.memberCardBarcode, card.barcode))
    .orderBy(users.id)
    .limit(1)
  if (!holder || userId === null) return !holder
  if (holder.id === userId) return true
  const [own] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.memberCardBarcode, card.barcode))).limit(1)
  return Boolean(own)
}

/**
 * §5 "non-empty checked by server" (§7 validateMembersBarcode, read as `isValid`): the card is
 * valid and the asking account (a visitor: nobody yet) may use it. Another member's card reads
 * as not valid, so the call tells nobody which numbers are someone's card.
 */
export async function validateMembersBarcode(db: Db, barcode: string, userId: number | null = null): Promise<{ isValid: boolean }> {
  const card = await findValidCard(db, barcode)
  return { isValid: card !== null && (await mayUse(db, card, userId)) }
}

const cardInvalid = () => new ApiError(400, 'MEMBER_CARD_INVALID', 'account.barcodeInvalid')
const cardTaken = () => new ApiError(409, 'MEMBER_CARD_TAKEN', 'account.memberCardTaken')

/** The card checked for `userId`: a clear 400 when it is no valid card, 409 when it is another account's. */
export async function assertCardUsable(db: Db, input: { barcode: string; userId: number | null }): Promise<void> {
  const card = await findValidCard(db, input.barcode)
  if (!card) throw cardInvalid()
  if (!(await mayUse(db, card, input.userId))) throw cardTaken()
}

/**
 * Applying a card makes it the account's for good. The owner is set only while there is none,
 * so of two accounts applying one card at once exactly one gets it.
 */
export async function claimMemberCard(db: Db, input: { barcode: string; userId: number }): Promise<void> {
  await assertCardUsable(db, input)
  const barcode = input.barcode.trim()
  await db.update(members).set({ userId: input.userId }).where(and(eq(members.barcode, barcode), isNull(members.userId)))
  const [card] = await db.select().from(members).where(eq(members.barcode, barcode)).limit(1)
  if (!card || !(await mayUse(db, card, input.userId))) throw cardTaken()
}

/** The card kept on the account's profile while it is valid: member prices apply from the login on. */
export async function storedMemberCard(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ barcode: users.memberCardBarcode }).from(users).where(eq(users.id, userId)).limit(1)
  if (!row?.barcode) return null
  const card = await findValidCard(db, row.barcode)
  return card && (await mayUse(db, card, userId)) ? card.barcode : null
}
