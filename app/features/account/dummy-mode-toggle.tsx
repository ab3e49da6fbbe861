import { useFetcher } from 'react-router'
import { useT } from '~/lib/site-shell'

/** Backoffice switch for dummy mode (site option DummyMode, §9): the empty-shop preview. */
export function DummyModeToggle({ isOn }: { isOn: boolean }) {
  const t = useT()
  const fetcher = useFetcher()
  const busy = fetcher.state !== 'idle'
  return (
    <section className="account-card" aria-labelledby="dummy-mode-heading">
      <h2 id="dummy-mode-heading">{t('account.dummyHeading')}</h2>
      <p>{t(isOn ? 'account.dummyOn' : 'account.dummyOff')}</p>
      <fetcher.Form method="post" onSubmit={(event) => busy && event.preventDefault()}>
        <input type="hidden" name="intent" value="dummyMode" />
        <input type="hidden" name="value" value={isOn ? 'off' : 'on'} />
        <button className="button button--secondary" type="submit" disabled={busy}>
          {t(isOn ? 'account.dummyTurnOff' : 'account.dummyTurnOn')}
        </button>
      </fetcher.Form>
    </section>
  )
}
