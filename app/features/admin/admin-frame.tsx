import type { ReactNode } from 'react'
import { Form, NavLink, useFetcher, useLocation } from 'react-router'
import { adminLocales } from '#common/i18n/admin'
import type { AdminCapabilities } from '#server/admin/capabilities'
import { adminNav, adminNavGroups, type AdminNavItem } from './nav'
import { useAdminLocale, useAdminT } from './use-admin-t'

interface AdminFrameProps {
  email: string
  scopes: string[]
  capabilities: AdminCapabilities
  children: ReactNode
}

function isShown(item: AdminNavItem, scopes: string[], capabilities: AdminCapabilities): boolean {
  if (item.scope && !scopes.includes(item.scope)) return false
  return item.requires ? capabilities[item.requires] : true
}

/** §2 admin layout: language switcher, back-to-site link, navigation by scope, the page. */
export function AdminFrame({ email, scopes, capabilities, children }: AdminFrameProps) {
  const t = useAdminT()
  const locale = useAdminLocale() ?? 'hr'
  const location = useLocation()
  const logout = useFetcher()
  const items = adminNav.filter((item) => isShown(item, scopes, capabilities))
  const navigation = (
    <ul className="admin-nav__groups">
      {adminNavGroups.map((group) => {
        const inGroup = items.filter((item) => item.group === group)
        if (inGroup.length === 0) return null
        return (
          <li key={group}>
            <span className="admin-nav__group" id={`admin-nav-${group}`}>
              {t(`admin.group.${group}`)}
            </span>
            <ul aria-labelledby={`admin-nav-${group}`}>
              {inGroup.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/admin'} prefetch="intent">
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        )
      })}
    </ul>
  )
  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        {t('admin.skipToContent')}
      </a>
      <header className="admin-bar">
        <p className="admin-bar__brand">{t('admin.brand')}</p>
        <p className="admin-bar__user">{t('admin.loggedInAs', { email })}</p>
        <Form method="post" action="/admin/session" className="admin-bar__language">
          <input type="hidden" name="intent" value="language" />
          <input type="hidden" name="back" value={location.pathname + location.search} />
          <label htmlFor="admin-language">{t('admin.language')}</label>
          <select
            id="admin-language"
            name="language"
            defaultValue={locale}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {adminLocales.map((value) => (
              <option key={value} value={value}>
                {value === 'hr' ? 'Hrvatski' : 'English'}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit">{t('admin.filter.apply')}</button>
          </noscript>
        </Form>
        <a className="admin-bar__link" href="/">
          {t('admin.backToSite')}
        </a>
        <logout.Form method="post" action="/admin/session">
          <input type="hidden" name="intent" value="logout" />
          <button type="submit" className="admin-bar__link" disabled={logout.state !== 'idle'}>
            {t('admin.logout')}
          </button>
        </logout.Form>
      </header>
      <div className="admin-body">
        <nav className="admin-nav" aria-label={t('admin.navigation')}>
          <details className="admin-nav__compact">
            <summary>{t('admin.menu')}</summary>
            {navigation}
          </details>
          <div className="admin-nav__wide">{navigation}</div>
        </nav>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  )
}
