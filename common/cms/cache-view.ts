import { z } from '../validation/z'

/** §2 cache-view: a registered cache store's name (server/cache/registered-stores.ts). */
export type CacheStoreName = string

export interface CacheEntryView {
  key: string
  /** JSON size in bytes; null while the entry is still loading. */
  bytes: number | null
  /** Null when the entry lives until cleared. */
  expiresInMs: number | null
}

export interface CacheStoreView {
  name: CacheStoreName
  entries: CacheEntryView[]
  totalBytes: number
}

/** `POST /api/v1/cms/cache/clear`: one entry (`key`), a whole store, or every store (no `store`). */
export const cacheClearSchema = z
  .object({
    store: z.string().trim().min(1).max(64).optional(),
    key: z.string().min(1).max(300).optional(),
  })
  .refine((value) => value.key === undefined || value.store !== undefined, { path: ['key'], message: 'validation.invalid' })
export type CacheClearInput = z.infer<typeof cacheClearSchema>
