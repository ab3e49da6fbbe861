import { isLocale, localeTags } from '../../common/i18n/locales'
import type { LocaleDescriptor } from '../../common/site/locale-descriptor'

/** Null for a language the site has no routes and messages for. */
export function localeDescriptor(code2: string, site: { hosts: string[] }): LocaleDescriptor | null {
  if (!isLocale(code2)) return null
  return { iso: localeTags[code2], code: code2, domain: site.hosts[0] ?? null, file: null }
}
