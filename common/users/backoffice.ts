import { adminPagingSchema } from '../admin/paging'
import { z } from '../validation/z'
import { emailField } from './schemas'
import { backofficeScopes } from './user-view'

/** `/admin/users` and `/api/v1/backoffice/users`: who works in the back office, with which scopes. */
export const backofficeUserListQuerySchema = adminPagingSchema.extend({
  q: z.string().trim().max(100).optional(),
})
export type BackofficeUserListQuery = z.infer<typeof backofficeUserListQuerySchema>

const scopesField = z.array(z.enum(backofficeScopes)).min(1).max(backofficeScopes.length)

export const backofficeUserCreateSchema = z.object({
  email: emailField,
  firstName: z.string().trim().max(100),
  lastName: z.string().trim().max(100),
  scopes: scopesField,
})
export type BackofficeUserCreate = z.infer<typeof backofficeUserCreateSchema>

export const backofficeScopesSchema = z.object({ scopes: scopesField })

export interface BackofficeUserView {
  id: number
  email: string
  name: string
  scopes: string[]
  createdAt: string
}

/** A new backoffice user and the generated password, shown once and never stored in clear. */
export interface BackofficeUserCreated {
  id: number
  password: string
}
