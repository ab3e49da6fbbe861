import { useEffect, useState } from 'react'
import { DEV_TOOLS_PATH } from '#common/cms/site-shell'
import type { Envelope } from '#common/http/envelope'
import { Dialog } from '~/components/ui/dialog'
import { useT } from '~/lib/site-shell'

interface Domain {
  id: number
  name: string
  url: string | null
}

type DomainsState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; domains: Domain[] }

const jsonPost = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

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
    Promise.all([
      fetch('/api/v1/settings/domain/filter', jsonPost({})).then((r) => r.json() as Promise<Envelope<{ records: Domain[] }>>),
      fetch(`${DEV_TOOLS_PATH}/get-domain`).then((r) => r.json() as Promise<{ domain: string | null }>),
    ])
      .then(([list, current]) => {
        if (!isCurrent) return
        setChosenName(current.domain)
        setState(list.errored ? { kind: 'failed' } : { kind: 'loaded', domains: list.data.records })
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
    fetch(`${DEV_TOOLS_PATH}/set-domain`, jsonPost({ domain: domain.name })).catch(() => setState({ kind: 'failed' }))
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
