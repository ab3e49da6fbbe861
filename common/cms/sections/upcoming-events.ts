import { z } from '../../validation/z'
import { defineSection } from '../section'

/** The next public events from the calendar, soonest first; the list itself is read when the page renders. */
export const upcomingEventsSection = defineSection({
  handler: 'upcoming-events',
  title: 'Nadolazeći događaji',
  parts: z.object({
    heading: z.string().min(1).max(120),
    intro: z.string().max(400).optional(),
    limit: z.number().int().min(1).max(6).default(3),
  }),
  options: {
    layout: z.enum(['list', 'cards']).default('list'),
  },
  example: {
    heading: 'Nadolazeći događaji',
    intro: 'Dođite upoznati Vrtove Save i buduće susjede.',
    limit: 3,
  },
})
