import { z } from '../../validation/z'
import { linkTargetSchema } from '../link'
import { defineSection, mediaRefSchema } from '../section'

/** Partner or investor logos, each optionally linking to its site. */
export const logosSection = defineSection({
  handler: 'logos',
  title: 'Logotipi partnera',
  parts: z.object({
    heading: z.string().max(120).optional(),
    logos: z
      .array(z.object({ name: z.string().min(1).max(80), image: mediaRefSchema, link: linkTargetSchema.optional() }))
      .min(1)
      .max(24),
  }),
  options: {
    size: z.enum(['sm', 'md', 'lg']).default('md'),
    isGrayscale: z.boolean().default(true),
  },
  example: {
    heading: 'Partneri',
    logos: [{ name: 'Partner', image: { mediaId: 1 } }],
  },
})
