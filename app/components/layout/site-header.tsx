import { Link, NavLink } from 'react-router'
import type { SiteShell } from '#common/cms/site-shell'
import { locales, localeNames } from '#common/i18n/locales'
import { useT } from '~/lib/site-shell'

export function SiteHeader({ shell }: { shell: SiteShell }) {
  const t = useT()
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={shell.homeHref} className="site-header__brand">
          {shell.header.brandName}
        </Link>
        <nav aria-label={t('layout.mainNavigation')} className="site-nav">
          <ul>
            {shell.mainMenu.map((item) => (
              <li key={item.id}>
                <NavLink to={item.href} end>
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="language-switcher" aria-label={t('layout.language')}>
          {locales.map((locale) => (
            <li key={locale}>
              <a href={shell.alternates[locale]} hrefLang={locale} lang={locale} aria-current={locale === shell.locale ? 'true' : undefined}>
                <abbr title={localeNames[locale]}>{locale.toUpperCase()}</abbr>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </header>
  )
}
