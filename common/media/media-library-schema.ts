import { z } from 'zod'
import { paginationSchema } from '../catalog/product-card-schema'
import { mediaItemSchema, publicUploadSchema } from './bucket-upload'
import type { MediaUsagePlace } from './media-usage'

/** `media/filterStandard`: one page of the media library. */
export const mediaListSchema = z.object({ records: z.array(mediaItemSchema), pagination: paginationSchema })

export const mediaUsagePlaceSchema = z.object({
  kind: z.enum(['page', 'layout', 'master', 'product', 'category', 'post']),
  id: z.number().int(),
  title: z.string(),
  detail: z.string().nullable(),
  isDraftOnly: z.boolean(),
}) satisfies z.ZodType<MediaUsagePlace>

/** `media/usage/{id}`: the pages whose content names the item, and every place that shows it. */
export const mediaUsageSchema = z.object({
  pages: z.array(z.object({ id: z.number().int(), locale: z.string(), slug: z.string(), title: z.string() })),
  places: z.array(mediaUsagePlaceSchema),
})

/** `v2/media/upload`: the stored items, in the order of the form's files. */
export const mediaUploadResultSchema = z.object({ records: z.array(mediaItemSchema) })

/** `v2/media/upload/public`: the visitor's kept files, each claimed later by its token. */
export const publicUploadResultSchema = z.object({ records: z.array(publicUploadSchema) })
