import { Link } from 'react-router'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeNames, locales, type Locale } from '#common/i18n/locales'
import type { SiteShell } from '#common/cms/site-shell'
import { useT } from '~/lib/site-shell'
import { writeBrowserCookie } from './browser-cookie'

/**
 * Links to the same page in each language (§2). Choosing one stores the locale cookie, so the
 * bare `/` does not send the visitor back to the language their browser prefers.
 */
export function LanguageLinks({ shell, className, onChoose }: { shell: SiteShell; className: string; onChoose?: () => void }) {
  const t = useT()
  if (locales.length < 2) return null
  return (
    <ul className={className} aria-label={t('layout.language')}>
      {locales.map((locale) => (
        <li key={locale}>
          <Link
            to={shell.alternates[locale]}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === shell.locale ? 'page' : undefined}
            onClick={() => {
              rememberLocale(locale)
              onChoose?.()
            }}
          >
            <span aria-hidden="true">{locale.toUpperCase()}</span>
            <span className="visually-hidden">{localeNames[locale]}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function rememberLocale(locale: Locale) {
  writeBrowserCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE)
}
