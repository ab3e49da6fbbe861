import { z } from '../../common/validation/z'
import type { InstagramProvider, ProviderPost } from './instagram-provider'

export interface GraphApiConfig {
  /** e.g. `https://graph.facebook.com/v21.0`, or a local fake in tests. */
  apiUrl: string
  accessToken: string
  /** The Instagram professional account the hashtag search runs as. */
  userId: string
}

const hashtagSearchAnswer = z.object({ data: z.array(z.object({ id: z.string() })) })
const recentMediaAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      caption: z.string().optional(),
      media_type: z.string().optional(),
      media_url: z.string().optional(),
      permalink: z.string().optional(),
      timestamp: z.string().optional(),
    }),
  ),
})

const TIMEOUT_MS = 5_000
const MAX_IMAGE_BYTES = 8 * 1024 * 1024

/** Only https URLs (or the configured API's own origin, for a local fake) are fetched. */
function isFetchable(url: string, apiUrl: string): boolean {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.origin === new URL(apiUrl).origin
  } catch {
    return false
  }
}

/**
 * The Instagram Graph API's hashtag search: `GET /ig_hashtag_search?user_id&q` gives the hashtag's
 * id (stable, so kept for the process's life: Instagram allows 30 distinct hashtags a week), then
 * `GET /{hashtag-id}/recent_media?user_id&fields` its posts of the last 24 hours. Videos are left
 * out: the hashtag endpoints give no thumbnail for them.
 */
export function graphApiInstagramProvider(config: GraphApiConfig, fetchImpl: typeof fetch = fetch): InstagramProvider {
  const base = config.apiUrl.replace(/\/$/, '')
  const hashtagIds = new Map<string, string | null>()
  const getJson = async <T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> => {
    const query = new URLSearchParams({ ...params, access_token: config.accessToken })
    const response = await fetchImpl(`${base}${path}?${query}`, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } })
    if (!response.ok) throw new Error(`Instagram Graph API ${path.replace(/\/\d+\//, '/{id}/')} answered ${response.status}`)
    return schema.parse(await response.json())
  }
  const hashtagId = async (hashtag: string): Promise<string | null> => {
    if (hashtagIds.has(hashtag)) return hashtagIds.get(hashtag) ?? null
    const found = await getJson('/ig_hashtag_search', { user_id: config.userId, q: hashtag }, hashtagSearchAnswer)
    const id = found.data[0]?.id ?? null
    hashtagIds.set(hashtag, id)
    return id
  }
  return {
    name: 'instagram-graph',
    async recentByHashtag(hashtag, limit) {
      const id = await hashtagId(hashtag)
      if (!id) return []
      const media = await getJson(
        `/${encodeURIComponent(id)}/recent_media`,
        { user_id: config.userId, fields: 'id,caption,media_type,media_url,permalink,timestamp', limit: String(Math.min(50, limit * 2)) },
        recentMediaAnswer,
      )
      return media.data.flatMap((post): ProviderPost[] =>
        post.media_type !== 'VIDEO' && post.media_url && post.permalink?.startsWith('https://') && isFetchable(post.media_url, base)
          ? [{ id: post.id, caption: post.caption ?? '', mediaUrl: post.media_url, permalink: post.permalink, timestamp: post.timestamp ?? null }]
          : [],
      )
    },
    async fetchImage(mediaUrl) {
      if (!isFetchable(mediaUrl, base)) return null
      const response = await fetchImpl(mediaUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) })
      const contentType = response.headers.get('content-type') ?? ''
      if (!response.ok || !/^image\/(jpeg|png|webp|gif)$/.test(contentType.split(';')[0]!.trim())) return null
      const body = new Uint8Array(await response.arrayBuffer())
      return body.byteLength <= MAX_IMAGE_BYTES ? { contentType: contentType.split(';')[0]!.trim(), body } : null
    },
  }
}
