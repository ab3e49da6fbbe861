import { z } from '../../validation/z'
import { defineSection, richTextSchema } from '../section'

export const richTextSection = defineSection({
  handler: 'rich-text',
  title: 'Tekst',
  parts: z.object({
    heading: z.string().max(120).optional(),
    html: richTextSchema,
  }),
  example: { html: '<p>Novi odlomak teksta.</p>' },
})
