import { z } from '../validation/z'
import { adminPageSchema } from '../admin/admin-page-schema'
import type { AdminPage } from '../admin/paging'
import type { BackofficeUserCreated, BackofficeUserView } from './backoffice'
import { backofficeScopes } from './user-view'

export const backofficeUserPageSchema = adminPageSchema(
  z.object({ id: z.number().int(), email: z.string(), name: z.string(), scopes: z.array(z.enum(backofficeScopes)), createdAt: z.string() }),
) satisfies z.ZodType<AdminPage<BackofficeUserView>>

export const backofficeUserCreatedSchema = z.object({ id: z.number().int(), password: z.string() }) satisfies z.ZodType<BackofficeUserCreated>

export const backofficeUserDeactivatedSchema = z.object({ deactivated: z.literal(true) })
