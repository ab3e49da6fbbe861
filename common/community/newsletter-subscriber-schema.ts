import { z } from 'zod'
import { adminPageSchema } from '../admin/admin-page-schema'
import { newsletterStatuses } from './schemas'

export const newsletterSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  locale: z.string(),
  status: z.enum(newsletterStatuses),
  createdAt: z.string(),
})

/** `backoffice/newsletter`: one page of subscribers, newest first. */
export const newsletterSubscriberPageSchema = adminPageSchema(newsletterSubscriberSchema)
