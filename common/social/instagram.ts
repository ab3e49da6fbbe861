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

/**
 * The hashtags an editor typed in a section, as one text: `#vrtovisave #zagreb` or `vrtovisave,
 * zagreb`; up to five, each as Instagram's search takes it.
 */
export const hashtagListTextSchema = z
  .string()
  .max(200)
  .regex(/^\s*#?[\p{L}\p{N}_]{1,100}(?:[\s,]+#?[\p{L}\p{N}_]{1,100}){0,4}\s*$/u)

export { igRefKey, parseHashtags, type IgPost } from './hashtags'
