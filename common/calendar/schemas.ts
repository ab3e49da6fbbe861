import { z } from '../validation/z'

/** §7 `calendar/event/public/filter`: upcoming events by default, past ones on request. */
export const eventFilterSchema = z.object({
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
})
export type EventFilter = z.output<typeof eventFilterSchema>

export const eventIdSchema = z.coerce.number().int().positive().max(2_147_483_647)

export interface EventView {
  id: number
  title: string
  place: string
  address: string
  description: string
  startsAt: string
  endsAt: string
  latitude: number | null
  longitude: number | null
  isPast: boolean
}
