import type { Config } from '../config'
import type { Db } from '../db/client'
import { graphApiInstagramProvider } from './instagram-graph'
import { createInstagramSource, type InstagramSource } from './instagram-service'

export { fixtureInstagramProvider, type InstagramProvider, type ProviderPost } from './instagram-provider'
export { graphApiInstagramProvider } from './instagram-graph'
export { createInstagramSource, getIgByHashtags, instagramImage, INSTAGRAM_CACHE_TTL_MS, type InstagramSource } from './instagram-service'

// One source per database handle, like the site cache (ADR 009): the API and the page loaders
// reach the same cache, and tests never share one.
const sources = new WeakMap<Db, InstagramSource | null>()

/** Sets up the Instagram source of an app from its configuration (none without a token). */
export function configureInstagram(db: Db, config: Pick<Config, 'instagram'>): void {
  sources.set(db, config.instagram ? createInstagramSource(graphApiInstagramProvider(config.instagram)) : null)
}

/** Replaces the source, e.g. with a fixture provider in tests. */
export function setInstagramSource(db: Db, source: InstagramSource | null): void {
  sources.set(db, source)
}

export function instagramSourceOf(db: Db): InstagramSource | null {
  return sources.get(db) ?? null
}
