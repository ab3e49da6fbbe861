import { z } from '../../validation/z'
import { defineSection, mediaRefSchema } from '../section'
import { ctaSchema } from './hero'

/** A short invitation with one or two buttons, optionally over a background image. */
export const ctaSection = defineSection({
  handler: 'cta',
  title: 'Poziv na akciju',
  parts: z.object({
    heading: z.string().min(1).max(120),
    text: z.string().max(400).optional(),
    primary: ctaSchema,
    secondary: ctaSchema.optional(),
    image: mediaRefSchema.optional(),
  }),
  options: {
    layout: z.enum(['banner', 'centered']).default('banner'),
  },
  example: {
    heading: 'Rezervirajte razgled',
    text: 'Javite nam se i dogovorite posjet oglednom stanu.',
    primary: { label: 'Kontakt', link: { kind: 'url', href: '/kontakt' } },
  },
})
