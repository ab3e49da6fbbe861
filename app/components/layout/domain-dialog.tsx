import { useEffect, useState } from 'react'
import type { Envelope } from '#common/http/envelope'
import { Dialog } from '~/components/ui/dialog'
import { useT } from '~/lib/site-shell'

interface Domain {
  id: number
  name: string
  url: string | null
}

type DomainsState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; domains: Domain[] }

/** Developer choice only: remembered in this browser, it never changes what the server serves. */
const CHOSEN_DOMAIN_KEY = 'izlog_dev_domain'

function readChosen(): string | null {
  try {
    return window.localStorage.getItem(CHOSEN_DOMAIN_KEY)
  } catch {
    return null
  }
}

function hostOf(url: string | null): string | null {
  if (!url) return null
  try {
    return new URL(url).host
  } catch {
    return null
  }
}

/** §2 domain list modal: the sites of this install, the chosen one, and a rebuild warning. */
export function DomainDialog({ isOpen, onClose, forcedDomain }: { isOpen: boolean; onClose: () => void; forcedDomain: string | null }) {
  const t = useT()
  const [state, setState] = useState<DomainsState>({ kind: 'loading' })
  const [chosenName, setChosenName] = useState<string | null>(null)
  useEffect(() => {
    if (!isOpen) return
    let isCurrent = true
    fetch('/api/v1/settings/domain/filter', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      .then((response) => response.json() as Promise<Envelope<{ records: Domain[] }>>)
      .then((body) => {
        if (!isCurrent) return
        setChosenName(readChosen())
        setState(body.errored ? { kind: 'failed' } : { kind: 'loaded', domains: body.data.records })
      })
      .catch(() => {
        if (isCurrent) setState({ kind: 'failed' })
      })
    return () => {
      isCurrent = false
    }
  }, [isOpen])
  const chosen = state.kind === 'loaded' ? state.domains.find((domain) => domain.name === chosenName) : undefined
  const isDifferent = chosen !== undefined && chosen.name !== forcedDomain && hostOf(chosen.url) !== forcedDomain
  const choose = (domain: Domain) => {
    setChosenName(domain.name)
    try {
      window.localStorage.setItem(CHOSEN_DOMAIN_KEY, domain.name)
    } catch {
      // Private mode without storage: the choice lasts until the dialog closes.
    }
  }
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('dev.changeDomain')} className="dialog--tall">
      <p>
        {t('dev.selected')}
        <strong>{chosen?.name ?? t('dev.none')}</strong>
      </p>
      <p className="dialog__note">{forcedDomain ? t('dev.forcedDomain', { domain: forcedDomain }) : t('dev.noForcedDomain')}</p>
      {isDifferent ? (
        <p className="dialog__warning" role="alert">
          {t('dev.rebuildNeeded')}
        </p>
      ) : null}
      {state.kind === 'loading' ? <p role="status">{t('dev.loading')}</p> : null}
      {state.kind === 'failed' ? <p className="dialog__warning">{t('dev.loadFailed')}</p> : null}
      {state.kind === 'loaded' ? (
        <fieldset className="domain-list">
          <legend>{t('dev.domains')}</legend>
          {state.domains.map((domain) => (
            <label key={domain.id} className="domain-list__option">
              <input type="radio" name="domain" checked={domain.name === chosen?.name} onChange={() => choose(domain)} />
              <span>
                {domain.name}
                {domain.url ? <small>{domain.url}</small> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </Dialog>
  )
}
