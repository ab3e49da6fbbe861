import { ADMIN_LOCALE_COOKIE, isAdminLocale, type AdminLocale } from '../../common/i18n/admin'

/** The admin interface language of a request (cookie `izlog_admin_lang`, hr by default). */
export function adminLocaleOf(request: Request): AdminLocale {
  const value = request.headers
    .get('cookie')
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === ADMIN_LOCALE_COOKIE)?.[1]
  return isAdminLocale(value) ? value : 'hr'
}
