import { locales } from '../i18n/locales'
import { z } from '../validation/z'

/** §5: a page slug has at least 4 characters: lowercase letters and digits joined by single hyphens. */
export const pageSlugSchema = z
  .string()
  .trim()
  .min(4, 'validation.slugTooShort')
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.slugFormat')

/** The new-page modal's payload, shared by the form and the API. */
export const newPageSchema = z.object({
  title: z.string().trim().min(1).max(160),
  slug: pageSlugSchema,
  language: z.enum(locales),
  /** A page this one translates: they share a translation group (the spec's link master). */
  translationOf: z.number().int().positive().nullable().default(null),
})
export type NewPage = z.infer<typeof newPageSchema>
