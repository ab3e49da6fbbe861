import { z } from 'zod'
import type { EventView } from './schemas'

export const eventViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  place: z.string(),
  address: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isPast: z.boolean(),
}) satisfies z.ZodType<EventView>

/** `calendar/event/public/filter`: a page of public events in the request's language. */
export const eventListSchema = z.object({
  records: z.array(eventViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})
