import { z } from 'zod'
import { adminPageSchema } from '../admin/admin-page-schema'

/** A record's state as the audit log keeps it: the audited fields, or null (nothing before a create). */
const auditStateSchema = z.record(z.string(), z.unknown()).nullable()

export const auditEntrySchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  userId: z.number().int().nullable().describe('Null once the account is deleted'),
  userEmail: z.string(),
  action: z.string().describe('e.g. `page.publish`, `media.upload`'),
  entityType: z.string(),
  entityId: z.string(),
  before: auditStateSchema,
  after: auditStateSchema,
  createdAt: z.string(),
})

/** `backoffice/audit`: one page of the audit log, newest first. */
export const auditPageSchema = adminPageSchema(auditEntrySchema)
