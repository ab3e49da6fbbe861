import { z } from '../validation/z'
import type { AddressView } from './user-view'

/** The answer schema of a saved address (`AddressView`). */
export const addressViewSchema = z.object({
  id: z.number().int(),
  type: z.enum(['main', 'billing', 'shipping', 'other']),
  firstName: z.string(),
  lastName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  companyName: z.string().nullable(),
  companyOIB: z.string().nullable(),
  isDefaultDelivery: z.boolean(),
  isDefaultBilling: z.boolean(),
}) satisfies z.ZodType<AddressView>
