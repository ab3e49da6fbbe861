import { readCookie } from '../../common/http/cookie-header'
import { isBackoffice, type AuthUser } from '../auth/access'
import type { Config } from '../config'
import { DEV_DOMAIN_COOKIE } from './dev-tools-api'

/** The backoffice itself, its login and the developer pages stay reachable. */
const OPEN_PATHS = /^\/(adminLogin|admin|docs|section-tool|_baseline)(\/|$)/

/**
 * SPEC §2 "In development without a forced domain the app redirects to /adminLogin" (ADR 030):
 * a dev server answers for whichever site the Host names (localhost: the default one), so until a
 * developer has logged in to the backoffice — where the badge's "change domain" picks the site —
 * or has picked a domain, the site's pages send them to the backoffice login first. Only in
 * development (`npm run dev`); production and the test server never redirect.
 */
export function devEntryRedirect(input: {
  config: Pick<Config, 'mode' | 'forcedDomain'>
  url: URL
  user: AuthUser | null
  cookieHeader: string | null
}): string | null {
  if (input.config.mode !== 'development' || input.config.forcedDomain) return null
  if (OPEN_PATHS.test(input.url.pathname)) return null
  if (isBackoffice(input.user) || readCookie(input.cookieHeader, DEV_DOMAIN_COOKIE)) return null
  return `/adminLogin?redirect=${encodeURIComponent(input.url.pathname + input.url.search)}`
}
