import { z } from '../../validation/z'
import { linkTargetSchema } from '../link'
import { defineSection } from '../section'

import { unitStatuses } from './unit-statuses'

export { unitStatuses, type UnitStatus } from './unit-statuses'

export const unitSchema = z.object({
  label: z.string().min(1).max(20),
  building: z.string().min(1).max(40),
  /** 0 is the ground floor, negative floors are below ground. */
  floor: z.number().int().min(-3).max(60),
  rooms: z.number().min(0.5).max(12).multipleOf(0.5),
  areaM2: z.number().positive().max(2000),
  /** Cents; absent means price on request. */
  priceCents: z.number().int().positive().optional(),
  status: z.enum(unitStatuses),
  link: linkTargetSchema.optional(),
})
export type Unit = z.infer<typeof unitSchema>

/** The apartment list: a table on wide screens, cards on phones, with a status legend. */
export const unitsSection = defineSection({
  handler: 'units',
  title: 'Tablica stanova',
  parts: z.object({
    heading: z.string().max(120).optional(),
    intro: z.string().max(600).optional(),
    units: z.array(unitSchema).min(1).max(400),
    note: z.string().max(400).optional(),
  }),
  options: {
    isPriceShown: z.boolean().default(true),
    isSoldShown: z.boolean().default(true),
  },
  example: {
    heading: 'Stanovi',
    units: [
      { label: 'A1', building: 'Zgrada A', floor: 0, rooms: 2, areaM2: 54.3, priceCents: 21_500_000, status: 'available' },
      { label: 'A2', building: 'Zgrada A', floor: 1, rooms: 3, areaM2: 78.9, status: 'reserved' },
      { label: 'A3', building: 'Zgrada A', floor: 2, rooms: 1.5, areaM2: 41, priceCents: 16_900_000, status: 'sold' },
    ],
  },
})
