import { useFetcher } from 'react-router'
import { useT } from '~/lib/site-shell'

/** Backoffice switch for the site's maintenance mode (site option MaintenanceMode). */
export function MaintenanceToggle({ isOn }: { isOn: boolean }) {
  const t = useT()
  const fetcher = useFetcher()
  const busy = fetcher.state !== 'idle'
  return (
    <section className="account-card" aria-labelledby="maintenance-heading">
      <h2 id="maintenance-heading">{t('account.maintenanceHeading')}</h2>
      <p>{t(isOn ? 'account.maintenanceOn' : 'account.maintenanceOff')}</p>
      <fetcher.Form method="post" onSubmit={(event) => busy && event.preventDefault()}>
        <input type="hidden" name="intent" value="maintenance" />
        <input type="hidden" name="value" value={isOn ? 'off' : 'on'} />
        <button className="button button--secondary" type="submit" disabled={busy}>
          {t(isOn ? 'account.maintenanceTurnOff' : 'account.maintenanceTurnOn')}
        </button>
      </fetcher.Form>
    </section>
  )
}
