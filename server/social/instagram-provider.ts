/** One post as a provider found it; `mediaUrl` is the provider's own (signed, short-lived) image URL. */
export interface ProviderPost {
  id: string
  caption: string
  mediaUrl: string
  permalink: string
  timestamp: string | null
}

/**
 * Where Instagram posts come from: the Graph API in production, a fixture in tests. A provider
 * answers one hashtag at a time; merging, limits and caching are the service's business.
 */
export interface InstagramProvider {
  readonly name: string
  recentByHashtag(hashtag: string, limit: number): Promise<ProviderPost[]>
  /** The image bytes of a post's `mediaUrl` (served through our origin: no third-party requests from visitors). */
  fetchImage(mediaUrl: string): Promise<{ contentType: string; body: Uint8Array } | null>
}

/** A provider with fixed posts per hashtag, for tests and local previews. */
export function fixtureInstagramProvider(postsByHashtag: Record<string, ProviderPost[]>, image?: { contentType: string; body: Uint8Array }): InstagramProvider & { calls: string[] } {
  const calls: string[] = []
  return {
    name: 'fixture',
    calls,
    recentByHashtag(hashtag, limit) {
      calls.push(hashtag)
      return Promise.resolve((postsByHashtag[hashtag] ?? []).slice(0, limit))
    },
    fetchImage() {
      return Promise.resolve(image ?? null)
    },
  }
}
