import { z } from '../validation/z'
import { adminPageSchema } from '../admin/admin-page-schema'
import type { AdminPage } from '../admin/paging'
import { consentLogStatuses, type ConsentLogRow } from './consents'

/** One row of a consent's log as the back office lists it. */
export const consentLogRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: z.enum(consentLogStatuses),
  version: z.number().int(),
  // Not the log payload's enum: a member's withdrawal in the profile logs `profile`.
  sourceType: z.string(),
  email: z.string().nullable(),
  userId: z.number().int().nullable(),
  locale: z.string(),
  ipTruncated: z.string().nullable(),
}) satisfies z.ZodType<ConsentLogRow>

export const consentLogPageSchema = adminPageSchema(consentLogRowSchema) satisfies z.ZodType<AdminPage<ConsentLogRow>>
