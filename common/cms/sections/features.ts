import { z } from '../../validation/z'
import { defineSection } from '../section'
import { iconNames } from './icon-names'

/** Short benefits, each with an icon from the built-in set. */
export const featuresSection = defineSection({
  handler: 'features',
  title: 'Prednosti s ikonama',
  parts: z.object({
    heading: z.string().max(120).optional(),
    intro: z.string().max(400).optional(),
    items: z
      .array(
        z.object({
          icon: z.enum(iconNames),
          title: z.string().min(1).max(80),
          text: z.string().max(300).optional(),
        }),
      )
      .min(1)
      .max(24),
  }),
  options: {
    columns: z.number().int().min(1).max(4).default(3),
    iconStyle: z.enum(['circle', 'plain']).default('circle'),
  },
  example: {
    heading: 'Prednosti',
    items: [
      { icon: 'leaf', title: 'Zeleno', text: 'Park uz zgradu.' },
      { icon: 'bolt', title: 'Učinkovito', text: 'Energetski razred A+.' },
      { icon: 'car', title: 'Parkiranje', text: 'Garaža za svaki stan.' },
    ],
  },
})
