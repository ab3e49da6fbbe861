import { z } from 'zod'
import { locales, type Locale } from '../i18n/locales'
import { MAX_DB_INT } from '../validation/numbers'

/** §3 Store: `storeID` and `language` (the two-letter code a page's URL starts with), ADR 068. */
export interface StoreView {
  storeID: number
  language: Locale
  name: string
  isDefault: boolean
}

export const storeViewSchema = z.object({
  storeID: z.number().int(),
  language: z.enum(locales),
  name: z.string(),
  isDefault: z.boolean(),
}) satisfies z.ZodType<StoreView>

/** The `store` parameter of §7 reads: a store id of this site, or 0 (and absent) for its default store. */
export const storeParamSchema = z.coerce.number().int().min(0).max(MAX_DB_INT)
