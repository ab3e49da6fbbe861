import { cacheStores } from '../cache/cache-registry'
import '../cache/registered-stores'
import type { Runtime } from '../runtime'

/** What the admin menu may offer on this install (§2: the cache item only with a cache store). */
export interface AdminCapabilities {
  cacheStore: boolean
}

export function adminCapabilities(_runtime: Runtime): AdminCapabilities {
  return { cacheStore: cacheStores().length > 0 }
}
