import { ADMIN_LOCALE_COOKIE, isAdminLocale, type AdminLocale } from '../../common/i18n/admin'

/** The admin interface language of a request (§2 admin language switcher): its cookie, else Croatian. */
export function adminLocaleOf(request: Request): AdminLocale {
  const value = request.headers
    .get('cookie')
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === ADMIN_LOCALE_COOKIE)?.[1]
  return isAdminLocale(value) ? value : 'hr'
}
