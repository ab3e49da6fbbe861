import type { SiteShell } from '#common/cms/site-shell'
import { useT } from '~/lib/site-shell'

export function CookieBanner({ shell }: { shell: SiteShell }) {
  const t = useT()
  return (
    <section className="cookie-banner" aria-label={t('cookies.title')}>
      <p>{shell.cookieMessage ?? t('cookies.message')}</p>
      {shell.privacyHref ? <a href={shell.privacyHref}>{t('cookies.privacyPolicy')}</a> : null}
      <button type="button">{t('cookies.accept')}</button>
    </section>
  )
}
