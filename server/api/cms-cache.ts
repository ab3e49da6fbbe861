import { Hono } from 'hono'
import { cacheClearSchema } from '../../common/cms/cache-view'
import { clearCache, listCacheStores, requireCacheManager } from '../cache/cache-view'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson } from '../http/validate'

/**
 * §2 cache-view under `/api/v1/cms/cache`: list the server's cache stores with their keys and
 * sizes, clear one entry or all. Backoffice `content` or `admin` scope; clearing is audited.
 */
export const cmsCacheApi = new Hono<AppEnv>()
  .get('/list', async (c) => {
    requireCacheManager(c.get('user'))
    return ok(c, { stores: await listCacheStores(c.get('runtime').database.db, c.get('site').id) })
  })
  .post('/clear', async (c) => {
    const user = requireCacheManager(c.get('user'))
    const input = await parseJson(c, cacheClearSchema)
    const removed = await clearCache(c.get('runtime').database.db, { ...input, siteId: c.get('site').id, actor: { id: user.id, email: user.email } })
    return ok(c, { removed })
  })
