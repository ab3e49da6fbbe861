import { hashtagListTextSchema } from '../../social/instagram'
import { z } from '../../validation/z'
import { defineSection } from '../section'

/**
 * Issue 13 §9: recent Instagram posts with the given hashtags, as a grid. Without an Instagram
 * token on the server the section renders nothing (server/social).
 */
export const instagramSection = defineSection({
  handler: 'instagram',
  title: 'Instagram objave',
  parts: z.object({
    heading: z.string().max(120).optional(),
    /** One to five hashtags in one text (`#vrtovisave #zagreb`), so editors change them in place. */
    hashtags: hashtagListTextSchema,
    limit: z.number().int().min(3).max(12).default(6),
  }),
  options: {
    columns: z.union([z.literal(3), z.literal(4)]).default(3),
  },
  example: {
    heading: 'S Instagrama',
    hashtags: '#vrtovisave',
    limit: 6,
  },
})
