import { z } from '../validation/z'
import type { IgPost } from './instagram'

export const igPostSchema = z.object({
  id: z.string(),
  caption: z.string(),
  imageUrl: z.string(),
  permalink: z.string(),
  timestamp: z.string().nullable(),
}) satisfies z.ZodType<IgPost>

/** getIgByHashtags: the posts and how many there are. */
export const igPostListSchema = z.object({ records: z.array(igPostSchema), total: z.number().int() })
