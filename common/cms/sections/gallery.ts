import { z } from '../../validation/z'
import { defineSection, mediaRefSchema } from '../section'

/** A grid of images that open in a full-screen viewer (lightbox). */
export const gallerySection = defineSection({
  handler: 'gallery',
  title: 'Galerija slika',
  parts: z.object({
    heading: z.string().max(120).optional(),
    intro: z.string().max(400).optional(),
    images: z
      .array(z.object({ image: mediaRefSchema, caption: z.string().max(200).optional() }))
      .min(1)
      .max(60),
  }),
  options: {
    columns: z.number().int().min(1).max(5).default(3),
    aspect: z.enum(['landscape', 'square', 'portrait']).default('landscape'),
  },
  example: {
    heading: 'Galerija',
    images: [{ image: { mediaId: 1 }, caption: 'Opis slike' }, { image: { mediaId: 1 } }, { image: { mediaId: 1 } }],
  },
})
