import { z } from '../validation/z'
import { adminPagingSchema } from '../admin/paging'

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** The audit log's filters (issue 14 point 5): who, what, which kind of record, when. */
export const auditQuerySchema = adminPagingSchema.extend({
  actor: z.string().trim().max(254).optional().catch(undefined),
  action: z.string().trim().max(100).optional().catch(undefined),
  entityType: z.string().trim().max(60).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
})

export type AuditQuery = z.infer<typeof auditQuerySchema>
