import { z } from '../validation/z'
import { siteOptionsSchema, type SiteOptionKey } from './site-options'

export const siteOptionKeys = Object.keys(siteOptionsSchema.shape) as [SiteOptionKey, ...SiteOptionKey[]]

/** An option's own schema without its fallback (`.catch`) default: what a new value must match. */
export function strictSiteOptionSchema(key: SiteOptionKey): z.ZodType {
  const optionSchema = siteOptionsSchema.shape[key]
  return 'unwrap' in optionSchema && typeof optionSchema.unwrap === 'function' ? (optionSchema.unwrap() as z.ZodType) : optionSchema
}

/** What `cms/option/update` answers: the key and the value now set (null: the option went back to its default). */
export const siteOptionUpdatedSchema = z.union(
  siteOptionKeys.map((key) => z.object({ key: z.literal(key), value: strictSiteOptionSchema(key).nullable() })),
)
