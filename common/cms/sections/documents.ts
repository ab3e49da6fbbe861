import { documentCategorySchema } from '../../documents/schemas'
import { z } from '../../validation/z'
import { defineSection } from '../section'

/**
 * Issue 13 §7: downloadable files of one document category (price lists, floor plans), public or
 * members-only. The list is read when the page renders and is the same for every visitor.
 */
export const documentsSection = defineSection({
  handler: 'documents',
  title: 'Dokumenti za preuzimanje',
  parts: z.object({
    heading: z.string().min(1).max(120),
    intro: z.string().max(400).optional(),
    category: documentCategorySchema,
  }),
  options: {
    columns: z.union([z.literal(1), z.literal(2)]).default(1),
  },
  example: {
    heading: 'Dokumenti za preuzimanje',
    intro: 'Cjenik i tlocrti stanova u PDF-u.',
    category: 'stanovi',
  },
})
