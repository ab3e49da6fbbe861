import { z } from '../../validation/z'
import { linkTargetSchema } from '../link'
import { defineSection, mediaRefSchema } from '../section'

export const ctaSchema = z.object({
  label: z.string().min(1).max(60),
  link: linkTargetSchema,
})

export const heroSection = defineSection({
  handler: 'hero',
  title: 'Naslovna slika',
  parts: z.object({
    eyebrow: z.string().max(80).optional(),
    heading: z.string().min(1).max(120),
    subheading: z.string().max(300).optional(),
    image: mediaRefSchema,
    primaryCta: ctaSchema.optional(),
    secondaryCta: ctaSchema.optional(),
  }),
  options: {
    height: z.enum(['medium', 'tall', 'screen']).default('tall'),
    overlay: z.enum(['soft', 'strong']).default('soft'),
  },
  example: { heading: 'Novi naslov', image: { mediaId: 1 } },
})
