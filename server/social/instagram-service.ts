import type { IgPost } from '../../common/social/instagram'
import { igRefKey } from '../../common/social/instagram'
import { log } from '../log/logger'
import type { InstagramProvider, ProviderPost } from './instagram-provider'

/** Issue 13 §9: posts are fetched at most once per quarter of an hour per hashtag set. */
export const INSTAGRAM_CACHE_TTL_MS = 15 * 60_000
/** A failed fetch is not retried for a minute, so an outage does not slow every page. */
const FAILURE_TTL_MS = 60_000

export const instagramImagePath = (postId: string) => `/api/v1/cms/socialGetters/igImage/${encodeURIComponent(postId)}`

export interface InstagramSource {
  provider: InstagramProvider
  cache: Map<string, { expiresAt: number; value: Promise<IgPost[]> }>
  /** Image URLs of the posts served lately, by post id: the image route serves only these. */
  images: Map<string, string>
  now: () => number
}

export function createInstagramSource(provider: InstagramProvider, now: () => number = Date.now): InstagramSource {
  return { provider, cache: new Map(), images: new Map(), now }
}

async function fetchMerged(source: InstagramSource, hashtags: string[], limit: number): Promise<IgPost[]> {
  const perTag = await Promise.all(hashtags.map((tag) => source.provider.recentByHashtag(tag, limit)))
  const seen = new Map<string, ProviderPost>()
  for (const post of perTag.flat()) if (!seen.has(post.id)) seen.set(post.id, post)
  const newestFirst = [...seen.values()].sort((a, b) => (b.timestamp ?? '').localeCompare(a.timestamp ?? '')).slice(0, limit)
  for (const post of newestFirst) source.images.set(post.id, post.mediaUrl)
  // The map of servable images stays bounded: oldest entries go first.
  while (source.images.size > 500) source.images.delete(source.images.keys().next().value!)
  return newestFirst.map((post) => ({ id: post.id, caption: post.caption, imageUrl: instagramImagePath(post.id), permalink: post.permalink, timestamp: post.timestamp }))
}

/**
 * §7 `socialGetters/getIgByHashtags`: the newest posts with any of the hashtags, merged and
 * de-duplicated, cached in process. No source (no token configured) answers an empty list.
 */
export function getIgByHashtags(source: InstagramSource | null, input: { hashtags: string[]; limit: number }): Promise<IgPost[]> {
  if (!source) return Promise.resolve([])
  const hashtags = [...new Set(input.hashtags.map((tag) => tag.replace(/^#/, '').toLowerCase()))]
  const key = igRefKey(hashtags, input.limit)
  const now = source.now()
  const hit = source.cache.get(key)
  if (hit && hit.expiresAt > now) return hit.value
  const entry = { expiresAt: now + INSTAGRAM_CACHE_TTL_MS, value: Promise.resolve<IgPost[]>([]) }
  entry.value = fetchMerged(source, hashtags, input.limit).catch((error: unknown) => {
    log.warn('instagram fetch failed', { provider: source.provider.name, error: error instanceof Error ? error.message : String(error) })
    entry.expiresAt = source.now() + FAILURE_TTL_MS
    return []
  })
  source.cache.set(key, entry)
  return entry.value
}

/** The image of a post this source served lately, fetched through our origin; null for any other id. */
export async function instagramImage(source: InstagramSource | null, postId: string): Promise<{ contentType: string; body: Uint8Array } | null> {
  const mediaUrl = source?.images.get(postId)
  if (!source || !mediaUrl) return null
  try {
    return await source.provider.fetchImage(mediaUrl)
  } catch (error) {
    log.warn('instagram image fetch failed', { error: error instanceof Error ? error.message : String(error) })
    return null
  }
}
