import { adminPagingSchema } from '../admin/paging'
import { z } from '../validation/z'

/** Member cards in the admin (issue 14 point 4): list and CSV import of barcodes. */
export const memberCardListQuerySchema = adminPagingSchema.extend({
  q: z.string().trim().max(40).optional(),
})
export type MemberCardListQuery = z.infer<typeof memberCardListQuerySchema>

/** 2 MB of CSV is some 80,000 cards: far more than a shop imports at once. */
export const MEMBER_CSV_MAX_CHARS = 2_000_000

export const memberCardImportSchema = z.object({
  /** `barcode[,name[,validUntil YYYY-MM-DD]]` per line; a first line naming `barcode` is a header. */
  csv: z.string().min(1).max(MEMBER_CSV_MAX_CHARS),
  /** True: only check and report; false: import every row or none. */
  dryRun: z.boolean(),
})
export type MemberCardImport = z.infer<typeof memberCardImportSchema>

export type MemberRowProblem = 'barcodeFormat' | 'duplicateInFile' | 'dateInvalid' | 'nameTooLong'

export interface MemberImportReport {
  rows: number
  /** Cards new to the shop / already known (their name and date are updated). */
  created: number
  updated: number
  errors: { line: number; barcode: string; problem: MemberRowProblem }[]
  imported: boolean
}

export interface MemberCardView {
  id: number
  barcode: string
  name: string | null
  isActive: boolean
  validUntil: string | null
  /** The e-mail of the account the card belongs to (issue 25.3), or null while it is free. */
  holder: string | null
}
