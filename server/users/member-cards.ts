import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm'
import { pageOffset, type AdminPage } from '../../common/admin/paging'
import type { MemberCardListQuery, MemberCardView, MemberImportReport, MemberRowProblem } from '../../common/members/schemas'
import { isoDayInSiteZone, startOfNextSiteDay } from '../../common/i18n/dates'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { containsPattern } from '../db/like-pattern'
import { readCsv } from '../http/csv-read'
import { members, users } from '../db/schema'
import { ApiError } from '../http/api-error'
import { MEMBER_BARCODE_FORMAT } from './members-service'

export async function listMemberCards(db: Db, input: { query: MemberCardListQuery }): Promise<AdminPage<MemberCardView>> {
  const { query } = input
  const where = query.q ? ilike(members.barcode, containsPattern(query.q)) : undefined
  const [total] = await db.select({ value: count() }).from(members).where(where)
  const rows = await db
    .select({ card: members, holder: users.email })
    .from(members)
    .leftJoin(users, eq(users.id, members.userId))
    .where(where)
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(query.perPage)
    .offset(pageOffset(query))
  return {
    items: rows.map(({ card, holder }) => ({
      id: card.id,
      barcode: card.barcode,
      name: card.name,
      isActive: card.isActive,
      validUntil: card.validUntil ? isoDayInSiteZone(new Date(card.validUntil.getTime() - 1).toISOString()) : null,
      holder,
    })),
    page: query.page,
    perPage: query.perPage,
    total: total?.value ?? 0,
  }
}

interface ParsedCard {
  line: number
  barcode: string
  name: string | null
  validUntil: string | null
}

/** Every data line checked: the card format the checkout accepts (`MEMBER_BARCODE_FORMAT`), one row per card, a real date. */
export function parseMemberCsv(csv: string): { cards: ParsedCard[]; errors: MemberImportReport['errors'] } {
  const cards: ParsedCard[] = []
  const errors: MemberImportReport['errors'] = []
  const seen = new Set<string>()
  readCsv(csv).forEach((fields, index) => {
    const [barcode = '', name = '', validUntil = ''] = fields.map((field) => field.trim())
    if (barcode === '' && name === '' && validUntil === '') return
    if (index === 0 && barcode.toLowerCase() === 'barcode') return
    const line = index + 1
    const problem: MemberRowProblem | null = !MEMBER_BARCODE_FORMAT.test(barcode)
      ? 'barcodeFormat'
      : seen.has(barcode)
        ? 'duplicateInFile'
        : validUntil !== '' && (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || Number.isNaN(Date.parse(`${validUntil}T00:00:00Z`)))
          ? 'dateInvalid'
          : name.length > 200
            ? 'nameTooLong'
            : null
    if (problem) errors.push({ line, barcode: barcode.slice(0, 40), problem })
    else {
      seen.add(barcode)
      cards.push({ line, barcode, name: name || null, validUntil: validUntil || null })
    }
  })
  return { cards, errors }
}

/**
 * A dry run reports what would happen; a real run imports only a file without errors, every card
 * in one transaction (known barcodes get the new name and date and are active again).
 */
export async function importMemberCards(db: Db, input: { siteId: number; actor: AuditActor; csv: string; dryRun: boolean }): Promise<MemberImportReport> {
  const { cards, errors } = parseMemberCsv(input.csv)
  const barcodes = cards.map((card) => card.barcode)
  let known = 0
  for (let start = 0; start < barcodes.length; start += 5_000) {
    const [row] = await db.select({ value: count() }).from(members).where(inArray(members.barcode, barcodes.slice(start, start + 5_000)))
    known += row?.value ?? 0
  }
  const report: MemberImportReport = { rows: cards.length + errors.length, created: cards.length - known, updated: known, errors, imported: false }
  if (input.dryRun || errors.length > 0 || cards.length === 0) return report
  await db.transaction(async (tx) => {
    for (let start = 0; start < cards.length; start += 1_000) {
      await tx
        .insert(members)
        .values(cards.slice(start, start + 1_000).map((card) => ({ barcode: card.barcode, name: card.name, validUntil: card.validUntil ? startOfNextSiteDay(card.validUntil) : null, isActive: true })))
        .onConflictDoUpdate({ target: members.barcode, set: { name: sql`excluded.name`, validUntil: sql`excluded.valid_until`, isActive: true } })
    }
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'member-cards.import', entityType: 'member-cards', entityId: 'csv', after: { created: report.created, updated: report.updated } })
  })
  return { ...report, imported: true }
}

/**
 * Frees a card from the account it belongs to (issue 25.3), for a member who lost access to that
 * account or a card that was applied by the wrong person: the account stops getting member prices
 * with it, and the next account to apply it holds it. Audited with the account it left.
 */
export async function releaseMemberCard(db: Db, input: { siteId: number; actor: AuditActor; cardId: number }): Promise<{ barcode: string; holder: string | null }> {
  return db.transaction(async (tx) => {
    const [card] = await tx.select().from(members).where(eq(members.id, input.cardId)).for('update')
    if (!card) throw ApiError.notFound('MEMBER_CARD_NOT_FOUND')
    if (card.userId === null) return { barcode: card.barcode, holder: null }
    const [holder] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, card.userId))
    await tx.update(members).set({ userId: null }).where(eq(members.id, card.id))
    // The profile would put the card back on the account at its next login.
    if (holder) await tx.update(users).set({ memberCardBarcode: null }).where(and(eq(users.id, holder.id), eq(users.memberCardBarcode, card.barcode)))
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: 'member-card.release',
      entityType: 'member-card',
      entityId: card.id,
      before: { barcode: card.barcode, holder: holder?.email ?? null },
      after: { barcode: card.barcode, holder: null },
    })
    return { barcode: card.barcode, holder: holder?.email ?? null }
  })
}
