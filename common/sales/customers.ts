import { adminPagingSchema } from '../admin/paging'
import type { AddressView } from '../users/user-view'
import { z } from '../validation/z'

/** `/admin/customers` and `/api/v1/backoffice/customers`: shoppers' accounts (not backoffice users). */
export const customerListQuerySchema = adminPagingSchema.extend({
  q: z.string().trim().max(100).optional(),
})
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>

export interface CustomerRowView {
  id: number
  email: string
  name: string
  createdAt: string
  /** This site's orders (not cancelled) and their total in cents. */
  orderCount: number
  orderTotal: number
}

export interface CustomerOrderView {
  id: number
  number: string
  status: string
  orderTotal: number
  createdAt: string
}

export interface CustomerDetailView extends CustomerRowView {
  verified: boolean
  memberCardBarcode: string | null
  addresses: AddressView[]
  orders: CustomerOrderView[]
}
