import { z } from '../validation/z'
import { adminPageSchema } from '../admin/admin-page-schema'
import type { AdminPage } from '../admin/paging'
import { orderStatusSchema } from '../orders/order-view-schema'
import { addressViewSchema } from '../users/user-view-schema'
import type { CustomerDetailView, CustomerRowView } from './customers'

const customerRowShape = {
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
  orderCount: z.number().int(),
  orderTotal: z.number().int(),
}

export const customerPageSchema = adminPageSchema(z.object(customerRowShape)) satisfies z.ZodType<AdminPage<CustomerRowView>>

export const customerDetailViewSchema = z.object({
  ...customerRowShape,
  verified: z.boolean(),
  memberCardBarcode: z.string().nullable(),
  addresses: z.array(addressViewSchema),
  orders: z.array(z.object({ id: z.number().int(), number: z.string(), status: orderStatusSchema, orderTotal: z.number().int(), createdAt: z.string() })),
}) satisfies z.ZodType<CustomerDetailView>
