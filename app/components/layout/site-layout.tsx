import type { ReactNode } from 'react'
import { useSiteShell, useT } from '~/lib/site-shell'
import { SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'
import { CookieBanner } from './cookie-banner'

/** §2 main layout: header, content, footer, cookie notice. */
export function SiteLayout({ children, mobileView }: { children: ReactNode; mobileView: boolean }) {
  const t = useT()
  const shell = useSiteShell()
  return (
    <div className={mobileView ? 'site site--mobile-view' : 'site'}>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      {shell ? <SiteHeader shell={shell} /> : null}
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      {shell ? <SiteFooter shell={shell} /> : null}
      {shell && !shell.consent ? <CookieBanner shell={shell} /> : null}
    </div>
  )
}
