import { z } from '../../validation/z'
import { defineSection, mediaRefSchema, richTextSchema } from '../section'
import { ctaSchema } from './hero'

/** Text beside an image; on phones the two stack, image on top or below. */
export const textImageSection = defineSection({
  handler: 'text-image',
  title: 'Tekst i slika',
  parts: z.object({
    eyebrow: z.string().max(80).optional(),
    heading: z.string().min(1).max(120),
    html: richTextSchema,
    image: mediaRefSchema,
    cta: ctaSchema.optional(),
  }),
  options: {
    /** left/right beside the text; top/bottom stacks it (the usual choice on phones). */
    imagePosition: z.enum(['left', 'right', 'top', 'bottom']).default('right'),
    imageRatio: z.enum(['landscape', 'square', 'portrait']).default('landscape'),
  },
  example: {
    heading: 'Naslov odlomka',
    html: '<p>Kratak opis uz sliku.</p>',
    image: { mediaId: 1 },
  },
})
