import { z } from '../validation/z'
import type { CacheEntryView, CacheStoreView } from './cache-view'

const cacheEntryViewSchema = z.object({
  key: z.string(),
  bytes: z.number().int().nullable(),
  expiresInMs: z.number().nullable(),
}) satisfies z.ZodType<CacheEntryView>

export const cacheStoreViewSchema = z.object({
  name: z.string(),
  entries: z.array(cacheEntryViewSchema),
  totalBytes: z.number().int(),
}) satisfies z.ZodType<CacheStoreView>

/** What `cms/cache/list` answers. */
export const cacheListSchema = z.object({ stores: z.array(cacheStoreViewSchema) })

/** What `cms/cache/clear` answers: how many entries went. */
export const cacheClearedSchema = z.object({ removed: z.number().int() })
