import { registerCacheStore } from './cache-registry'
import { siteCacheStore } from './site-cache-store'
import { pageCacheStore } from '../page-cache/page-cache-store'

// Every cache the admin can see and clear: one line per store.
registerCacheStore(siteCacheStore)
registerCacheStore(pageCacheStore)
