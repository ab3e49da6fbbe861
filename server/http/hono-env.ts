import type { Locale } from '../../common/i18n/locales'
import type { AuthUser } from '../auth/access'
import type { Runtime } from '../runtime'
import type { Site } from '../site/site-service'

/** What every request handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    runtime: Runtime
    site: Site
    /** The language of the request: the route prefix for pages, `language`/cookie/header for the API. */
    locale: Locale
    /** Per-request CSP nonce for inline scripts React Router emits. */
    nonce: string
    /** Who is making the request (server/auth/authenticate.ts); null for visitors. */
    user: AuthUser | null
    /** The client's IP address, for rate limits. */
    clientIp: string
  }
}
