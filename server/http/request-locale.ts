import { getCookie } from 'hono/cookie'
import type { MiddlewareHandler } from 'hono'
import {
  defaultLocale,
  isLocale,
  LOCALE_COOKIE,
  localeFromAcceptLanguage,
  localeFromPath,
  type Locale,
} from '../../common/i18n/locales'
import { pagePathname } from '../../common/http/page-url'
import type { AppEnv } from './hono-env'

/**
 * The language of a request (§4: route, then cookie, then browser language). Page paths carry it
 * in their prefix (a client navigation's `<path>.data` request is that page's); API calls may name
 * it with `language`, else cookie and Accept-Language decide.
 */
export const requestLocale: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('locale', c.req.path.startsWith('/api/') ? apiLocale(c.req.query('language'), c) : localeFromPath(pagePathname(c.req.path)))
  await next()
}

function apiLocale(requested: string | undefined, c: Parameters<MiddlewareHandler<AppEnv>>[0]): Locale {
  if (isLocale(requested)) return requested
  const fromCookie = getCookie(c, LOCALE_COOKIE)
  if (isLocale(fromCookie)) return fromCookie
  return localeFromAcceptLanguage(c.req.header('accept-language')) ?? defaultLocale
}

/** The locale a visitor arriving at the bare home page `/` prefers, if it is not the default. */
export function preferredHomeLocale(cookieLocale: string | undefined, acceptLanguage: string | undefined): Locale | null {
  const preferred = isLocale(cookieLocale) ? cookieLocale : localeFromAcceptLanguage(acceptLanguage)
  return preferred && preferred !== defaultLocale ? preferred : null
}
