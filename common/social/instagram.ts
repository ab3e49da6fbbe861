import { z } from '../validation/z'

/** A hashtag as Instagram's hashtag search takes it: letters, digits and underscores, without `#`. */
export const hashtagSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/^#/, '').toLowerCase())
  .pipe(z.string().regex(/^[\p{L}\p{N}_]{1,100}$/u))

/** §7 `cms/socialGetters/getIgByHashtags`: one to five hashtags and how many posts at most. */
export const igByHashtagsSchema = z.object({
  hashtags: z
    .union([hashtagSchema, z.array(hashtagSchema)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.string()).min(1).max(5)),
  limit: z.coerce.number().int().min(1).max(24).default(9),
})
export type IgByHashtagsInput = z.output<typeof igByHashtagsSchema>

/** One Instagram post as the site shows it (images only: a video shows its thumbnail). */
export interface IgPost {
  id: string
  caption: string
  imageUrl: string
  permalink: string
  timestamp: string | null
}

/**
 * The hashtags an editor typed in a section, as one text: `#vrtovisave #zagreb` or `vrtovisave,
 * zagreb`; up to five, each as Instagram's search takes it.
 */
export const hashtagListTextSchema = z
  .string()
  .max(200)
  .regex(/^\s*#?[\p{L}\p{N}_]{1,100}(?:[\s,]+#?[\p{L}\p{N}_]{1,100}){0,4}\s*$/u)

export function parseHashtags(text: string): string[] {
  const tags = text
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#/, '').toLowerCase())
    .filter((tag) => /^[\p{L}\p{N}_]{1,100}$/u.test(tag))
  return [...new Set(tags)].slice(0, 5)
}

/** The key a section's posts are stored under in the page's refs. */
export function igRefKey(hashtags: readonly string[], limit: number): string {
  return `${[...hashtags].map((tag) => tag.replace(/^#/, '').toLowerCase()).sort().join(',')}:${limit}`
}
