import { useT } from '~/lib/site-shell'

/** Replaces the whole site while maintenance mode is on (not for backoffice users). */
export function MaintenanceScreen() {
  const t = useT()
  return (
    <main className="maintenance-screen" id="main">
      <h1>{t('maintenance.title')}</h1>
      <p>{t('maintenance.message')}</p>
    </main>
  )
}
