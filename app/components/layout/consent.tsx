import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { ConsentLogPayload } from '#common/consent/consent-log'
import { CONSENT_LOG_PATH } from '#common/consent/cookie-consent'
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE,
  parseConsentCookie,
  serializeConsent,
  type ConsentCategory,
} from '#common/consent/cookie-consent'
import { useToast } from '~/components/ui/toast'
import { useT } from '~/lib/site-shell'
import { writeBrowserCookie } from './browser-cookie'

export interface ConsentApi {
  /** The categories the visitor allowed; null until they chose (the banner is showing). */
  consent: ConsentCategory[] | null
  /** Analytics and marketing code must ask this before it loads anything. */
  hasConsent(category: ConsentCategory): boolean
  choose(categories: readonly ConsentCategory[]): void
}

const ConsentContext = createContext<ConsentApi>({ consent: null, hasConsent: () => false, choose: () => {} })

/** `const { hasConsent } = useConsent(); if (hasConsent('analytics')) …` */
export function useConsent(): ConsentApi {
  return useContext(ConsentContext)
}

/**
 * The visitor's cookie choice. Choosing writes the consent cookie at once (the choice holds even
 * if logging fails) and logs it on the server with the version of the wording shown.
 */
export function ConsentProvider({ initial, textVersion, children }: { initial: ConsentCategory[] | null; textVersion: string; children: ReactNode }) {
  const [consent, setConsent] = useState(initial)
  const toast = useToast()
  const t = useT()
  const choose = useCallback(
    (categories: readonly ConsentCategory[]) => {
      const value = serializeConsent(categories)
      writeBrowserCookie(CONSENT_COOKIE, value, CONSENT_COOKIE_MAX_AGE)
      const chosen = parseConsentCookie(value) ?? ['necessary']
      setConsent(chosen)
      const payload: ConsentLogPayload = {
        status: 'accepted',
        statusTimestamp: new Date().toISOString(),
        sourceType: 'cookieBanner',
        consents: chosen,
        textVersion,
        user: { userType: 'webUser' },
      }
      fetch(CONSENT_LOG_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) })
        .then((response) => {
          if (!response.ok) throw new Error(`consent log answered ${response.status}`)
        })
        .catch(() => toast.error(t('cookies.logFailed')))
    },
    [textVersion, toast, t],
  )
  const api = useMemo<ConsentApi>(
    () => ({ consent, hasConsent: (category) => consent?.includes(category) ?? false, choose }),
    [consent, choose],
  )
  return <ConsentContext.Provider value={api}>{children}</ConsentContext.Provider>
}
