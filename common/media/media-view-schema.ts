import { z } from 'zod'
import { imageFormats, type MediaView } from './sizes'

/** The answer schema of a `MediaView` (the API documents it; the type stays the interface in sizes.ts). */
export const mediaViewSchema = z.object({
  id: z.number().int(),
  alt: z.string(),
  title: z.string(),
  width: z.number(),
  height: z.number(),
  variants: z.record(z.string(), z.partialRecord(z.enum(imageFormats), z.string())),
  src: z.string(),
  focus: z.string().optional(),
}) satisfies z.ZodType<MediaView>
