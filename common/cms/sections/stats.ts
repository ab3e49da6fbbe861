import { z } from '../../validation/z'
import { defineSection } from '../section'

/** Key figures of the project: big number, unit and label. */
export const statsSection = defineSection({
  handler: 'stats',
  title: 'Brojke',
  parts: z.object({
    heading: z.string().max(120).optional(),
    items: z
      .array(
        z.object({
          value: z.string().min(1).max(16),
          unit: z.string().max(16).optional(),
          label: z.string().min(1).max(100),
        }),
      )
      .min(1)
      .max(8),
    note: z.string().max(300).optional(),
  }),
  options: {
    columns: z.number().int().min(1).max(4).default(4),
  },
  example: {
    items: [
      { value: '148', label: 'stanova' },
      { value: '4', label: 'zgrade' },
      { value: '12.000', unit: 'm²', label: 'parka' },
    ],
  },
})
