import { z } from '../validation/z'
import { adminPageSchema } from '../admin/admin-page-schema'
import type { AdminPage } from '../admin/paging'
import type { MemberCardView, MemberImportReport } from './schemas'

export const memberCardPageSchema = adminPageSchema(
  z.object({ id: z.number().int(), barcode: z.string(), name: z.string().nullable(), isActive: z.boolean(), validUntil: z.string().nullable(), holder: z.string().nullable() }),
) satisfies z.ZodType<AdminPage<MemberCardView>>

/** A CSV import's report: a file with row errors imports nothing and says why. */
export const memberImportReportSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), barcode: z.string(), problem: z.enum(['barcodeFormat', 'duplicateInFile', 'dateInvalid', 'nameTooLong']) })),
  imported: z.boolean(),
}) satisfies z.ZodType<MemberImportReport>

/** A released card: its barcode and the e-mail of the account that held it (null if none did). */
export const memberCardReleasedSchema = z.object({ barcode: z.string(), holder: z.string().nullable() })
