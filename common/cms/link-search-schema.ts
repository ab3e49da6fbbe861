import { paginationSchema } from '../catalog/product-card-schema'
import { locales } from '../i18n/locales'
import { z } from '../validation/z'
import { linkKinds, linkTargetSchema, searchableLinkKinds } from './link'
import type { LinkMaster, LinkSearchHit } from './link-search'

const linkDescriptorShape = {
  handler: z.enum(linkKinds),
  linkId: z.union([z.string(), z.number().int()]).nullable(),
  master_id: z.string().nullable(),
}

export const linkSearchHitSchema = z.object({
  ...linkDescriptorShape,
  kind: z.enum(searchableLinkKinds),
  group: z.string().optional(),
  id: z.number().int().optional(),
  title: z.string(),
  path: z.string(),
  isDraft: z.boolean(),
}) satisfies z.ZodType<LinkSearchHit>

/** link/search: one page of choices. */
export const linkSearchResultSchema = z.object({ records: z.array(linkSearchHitSchema), pagination: paginationSchema })

export const linkMasterSchema = z.object({
  ...linkDescriptorShape,
  link: linkTargetSchema,
  paths: z.record(z.enum(locales), z.string().nullable()),
}) satisfies z.ZodType<LinkMaster>

/** link/masters: each asked link with its path in every language. */
export const linkMastersResultSchema = z.object({ records: z.array(linkMasterSchema) })
