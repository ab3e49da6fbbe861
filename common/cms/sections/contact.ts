import { z } from '../../validation/z'
import { defineSection, mediaRefSchema } from '../section'

const phoneSchema = z.string().regex(/^\+?[\d\s/().-]{6,30}$/, 'validation.invalid')

/** How to reach the sales office: address, phone, e-mail, working hours, optionally a person. */
export const contactSection = defineSection({
  handler: 'contact',
  title: 'Kontakt',
  parts: z.object({
    heading: z.string().max(120).optional(),
    intro: z.string().max(600).optional(),
    addressLines: z.array(z.string().min(1).max(120)).min(1).max(4),
    phone: phoneSchema.optional(),
    email: z.email().max(120).optional(),
    hours: z
      .array(z.object({ days: z.string().min(1).max(60), time: z.string().min(1).max(60) }))
      .max(7)
      .default([]),
    person: z
      .object({
        name: z.string().min(1).max(80),
        role: z.string().max(80).optional(),
        photo: mediaRefSchema.optional(),
        phone: phoneSchema.optional(),
        email: z.email().max(120).optional(),
      })
      .optional(),
  }),
  options: {
    layout: z.enum(['columns', 'stacked']).default('columns'),
  },
  example: {
    heading: 'Kontakt',
    addressLines: ['Savska cesta 120', '10000 Zagreb'],
    phone: '+385 1 555 0120',
    email: 'prodaja@example.com',
    hours: [{ days: 'Pon – pet', time: '9 – 17 h' }],
  },
})
