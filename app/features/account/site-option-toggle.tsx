import { useFetcher } from 'react-router'
import type { MessageKey } from '#common/i18n/messages'
import { useT } from '~/lib/site-shell'

interface SiteOptionToggleProps {
  /** The admin action's intent (`maintenance`, `dummyMode`): the route turns it into the site option. */
  intent: string
  isOn: boolean
  texts: { heading: MessageKey; on: MessageKey; off: MessageKey; turnOn: MessageKey; turnOff: MessageKey }
}

/** A backoffice on/off switch for one site option (maintenance mode, dummy mode), on `/admin`. */
export function SiteOptionToggle({ intent, isOn, texts }: SiteOptionToggleProps) {
  const t = useT()
  const fetcher = useFetcher()
  const busy = fetcher.state !== 'idle'
  const headingId = `${intent}-heading`
  return (
    <section className="account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(texts.heading)}</h2>
      <p>{t(isOn ? texts.on : texts.off)}</p>
      <fetcher.Form method="post" onSubmit={(event) => busy && event.preventDefault()}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="value" value={isOn ? 'off' : 'on'} />
        <button className="button button--secondary" type="submit" disabled={busy}>
          {t(isOn ? texts.turnOff : texts.turnOn)}
        </button>
      </fetcher.Form>
    </section>
  )
}
