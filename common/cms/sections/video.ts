import { z } from '../../validation/z'
import { defineSection, mediaRefSchema } from '../section'

/**
 * A YouTube video behind a click-to-load facade: nothing from YouTube loads until the visitor
 * asks for it (privacy and page weight), and then only from the no-cookie domain.
 */
export const videoSection = defineSection({
  handler: 'video',
  title: 'Video',
  parts: z.object({
    heading: z.string().max(120).optional(),
    title: z.string().min(1).max(120),
    youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'validation.invalid'),
    poster: mediaRefSchema,
    caption: z.string().max(300).optional(),
  }),
  options: {
    aspect: z.enum(['wide', 'classic']).default('wide'),
  },
  example: { title: 'Video', youtubeId: 'M7lc1UVf-VE', poster: { mediaId: 1 } },
})
