import { z } from '../validation/z'

/** §2 cache-view: the server's cache stores an editor can list and clear. */
export const cacheStoreNames = ['site'] as const
export type CacheStoreName = (typeof cacheStoreNames)[number]

export interface CacheEntryView {
  key: string
  /** JSON size in bytes; null while the entry is still loading. */
  bytes: number | null
  expiresInMs: number
}

export interface CacheStoreView {
  name: CacheStoreName
  entries: CacheEntryView[]
  totalBytes: number
}

/** `POST /api/v1/cms/cache/clear`: one entry (`key`) or the whole store. */
export const cacheClearSchema = z.object({
  store: z.enum(cacheStoreNames),
  key: z.string().min(1).max(300).optional(),
})
export type CacheClearInput = z.infer<typeof cacheClearSchema>
