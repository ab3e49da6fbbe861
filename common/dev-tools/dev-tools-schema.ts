import { z } from 'zod'
import type { ReleaseView } from '../cms/site-shell'

/** The answers of the dev builds' `/_cli` calls: bare JSON, as the spec's client reads them (no envelope). */
export const releaseViewSchema = z.object({
  tag_name: z.string(),
  released_at: z.string().nullable(),
  description_html: z.string(),
}) satisfies z.ZodType<ReleaseView>

export const latestTagSchema = z.string().nullable()
export const releaseListSchema = z.array(releaseViewSchema)
export const devDomainSchema = z.object({ domain: z.string().nullable() })
