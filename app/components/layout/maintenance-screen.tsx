import { useSiteShell, useT } from '~/lib/site-shell'

/** Replaces the whole site while maintenance mode is on (not for backoffice users). */
export function MaintenanceScreen() {
  const t = useT()
  const shell = useSiteShell()
  const siteName = shell?.header.brandName ?? shell?.siteName
  return (
    <main className="maintenance-screen" id="main">
      <div className="maintenance-screen__card">
        {siteName ? (
          <p className="maintenance-screen__brand">
            <span className="site-header__logo" aria-hidden="true">
              {siteName.slice(0, 1)}
            </span>
            {siteName}
          </p>
        ) : null}
        <p className="maintenance-screen__eyebrow">{t('maintenance.eyebrow')}</p>
        <h1>{t('maintenance.title')}</h1>
        <p>{t('maintenance.message')}</p>
        <p className="maintenance-screen__thanks">{t('maintenance.thanks')}</p>
      </div>
    </main>
  )
}
