import { useEffect, useId, useState, type FormEvent } from 'react'
import type { AssignedConsent } from '#common/consent/consents'
import { useLocale, useT } from '~/lib/site-shell'

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string }

/** The newsletter's assigned consents (server/gdpr), loaded after hydration: the footer HTML stays the same for everyone. */
function useNewsletterConsents(locale: string): { consents: AssignedConsent[]; failed: boolean } {
  const [state, setState] = useState<{ consents: AssignedConsent[]; failed: boolean }>({ consents: [], failed: false })
  useEffect(() => {
    let isCurrent = true
    fetch(`/api/v1/gdpr/web/consent/filter?language=${locale}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ forWeb: true, assignedTo: 'newsletter', limit: 100 }),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`consent filter answered ${response.status}`)
        const body = (await response.json()) as { data: { records: AssignedConsent[] } }
        if (isCurrent) setState({ consents: body.data.records, failed: false })
      })
      .catch(() => {
        if (isCurrent) setState({ consents: [], failed: true })
      })
    return () => {
      isCurrent = false
    }
  }, [locale])
  return state
}

/**
 * The footer's newsletter sign-up (§7 marketing newsletter/subscribe, double opt-in): the answer
 * is always "check your inbox", whether the address was new, pending or already confirmed.
 */
export function NewsletterForm() {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const { consents, failed } = useNewsletterConsents(locale)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setState({ kind: 'sending' })
    try {
      const response = await fetch(`/api/v1/marketing/newsletter/subscribe?language=${locale}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({
          email: form.get('email'),
          website: form.get('website') ?? '',
          language: locale,
          acceptedConsents: form.getAll('consent').map(Number),
        }),
      })
      const body = (await response.json().catch(() => null)) as { message?: string; fields?: Record<string, string> } | null
      if (response.ok) setState({ kind: 'sent' })
      else setState({ kind: 'error', message: body?.fields?.email ?? body?.message ?? t('error.somethingWentWrong') })
    } catch {
      setState({ kind: 'error', message: t('error.somethingWentWrong') })
    }
  }

  return (
    <section className="site-footer__newsletter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="site-footer__heading">
        {t('newsletter.title')}
      </h2>
      <p>{t('newsletter.lead')}</p>
      {state.kind === 'sent' ? (
        <p role="status">{t('newsletter.checkInbox')}</p>
      ) : (
        <form className="newsletter-form" onSubmit={submit} noValidate>
          <div className={`field${state.kind === 'error' ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`${id}-email`}>
              {t('newsletter.email')}
            </label>
            <input
              className="field__input"
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              aria-invalid={state.kind === 'error' ? true : undefined}
              aria-describedby={state.kind === 'error' ? `${id}-error` : undefined}
            />
          </div>
          {consents.map((consent) => (
            <div key={consent.id} className="newsletter-form__consent">
              <input id={`${id}-consent-${consent.id}`} type="checkbox" name="consent" value={consent.id} />
              <label htmlFor={`${id}-consent-${consent.id}`}>{consent.text}</label>
            </div>
          ))}
          {failed ? <p className="newsletter-form__error">{t('error.consentsNotFetched')}</p> : null}
          <div className="comment-form__trap" aria-hidden="true">
            <label htmlFor={`${id}-website`}>{t('community.honeypot')}</label>
            <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <button className="button button--primary" type="submit" disabled={state.kind === 'sending'}>
            {t('newsletter.subscribe')}
          </button>
          {state.kind === 'error' ? (
            <p className="newsletter-form__error" id={`${id}-error`} role="alert">
              {state.message}
            </p>
          ) : null}
        </form>
      )}
    </section>
  )
}
