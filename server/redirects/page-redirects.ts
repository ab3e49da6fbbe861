import type { MiddlewareHandler } from 'hono'
import { isPageDataPath, pageUrlOf } from '../../common/http/page-url'
import { recordFailedRequest } from '../cms/failed-request-service'
import type { AppEnv } from '../http/hono-env'
import { log } from '../log/logger'
import { matchRedirect } from './redirect-service'

/**
 * Page requests (GET/HEAD, not /api, /media or assets): a backoffice redirect answers before the
 * React Router catch-all; a page that still answers 404 is recorded for the editors' 404 list.
 * Server-side, so the record is kept whichever route threw the 404 and the client need not report it.
 */
export const pageRedirects: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method
  if (method !== 'GET' && method !== 'HEAD') return next()
  // A client navigation asks for `<path>.data`: the redirect and the 404 record are the page's.
  const url = pageUrlOf(new URL(c.req.url))
  const { db } = c.get('runtime').database
  const siteId = c.get('site').id
  const match = await matchRedirect(db, { siteId, pathname: url.pathname })
  if (match) {
    const target = match.target.includes('?') || !url.search ? match.target : `${match.target}${url.search}`
    // React Router's data fetch cannot follow a plain redirect to an HTML page: it takes this form.
    if (isPageDataPath(c.req.path)) return c.body(null, 204, { 'X-Remix-Redirect': target, 'X-Remix-Status': String(match.statusCode) })
    return c.redirect(target, match.statusCode)
  }
  await next()
  if (method === 'GET' && c.res.status === 404) {
    await recordFailedRequest(db, { siteId, path: url.pathname }).catch((error: unknown) =>
      log.warn('could not record a 404', { error: error instanceof Error ? error.message : String(error) }),
    )
  }
}
