import { useId, useState, type FormEvent } from 'react'
import { localePrefix } from '#common/i18n/locales'
import { Dialog } from '~/components/ui/dialog'
import { createApiClient } from '~/features/account/api-client'
import { useLocale, useT } from '~/lib/site-shell'

/**
 * Profile "Vaši podaci": a JSON copy of everything kept about the member (Art. 15/20) and the
 * erasure request (Art. 17), confirmed by typing a word so it cannot happen by a stray click.
 */
export function MyData() {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const [isOpen, setIsOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const confirmation = String(new FormData(event.currentTarget).get('confirmation') ?? '').trim()
    if (confirmation.toLocaleUpperCase() !== t('gdpr.deleteWord').toLocaleUpperCase()) return setError(t('gdpr.deleteWordMismatch'))
    setIsSending(true)
    const result = await createApiClient({ locale }).request<{ deleted: boolean }>(`/api/v1/gdpr/web/account/delete?language=${locale}`, {
      method: 'POST',
      body: JSON.stringify({ confirmation }),
    })
    setIsSending(false)
    if (!result.ok) return setError(result.fields?.confirmation ?? result.message)
    // The session is gone: a full load shows the site as a visitor sees it.
    window.location.assign(`${localePrefix(locale) || ''}/?accountDeleted=1`)
  }

  return (
    <section className="account-card" aria-labelledby="my-data-heading">
      <h2 id="my-data-heading">{t('gdpr.dataHeading')}</h2>
      <p className="account-card__muted">{t('gdpr.dataLead')}</p>
      <div className="my-data__actions">
        <a className="button button--secondary" href={`/api/v1/gdpr/web/data/export?language=${locale}`} download>
          {t('gdpr.download')}
        </a>
        <button type="button" className="button button--danger" onClick={() => setIsOpen(true)}>
          {t('gdpr.deleteAccount')}
        </button>
      </div>
      <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title={t('gdpr.deleteTitle')}>
        <p>{t('gdpr.deleteBody')}</p>
        <form onSubmit={erase} noValidate className="account-form">
          <div className={`field${error ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`${id}-word`}>
              {t('gdpr.deleteWordLabel')}
            </label>
            <input
              className="field__input"
              id={`${id}-word`}
              name="confirmation"
              autoComplete="off"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error ? (
              <p className="field__error" id={`${id}-error`}>
                {error}
              </p>
            ) : null}
          </div>
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={() => setIsOpen(false)}>
              {t('gdpr.cancel')}
            </button>
            <button type="submit" className="button button--danger" disabled={isSending}>
              {t('gdpr.deleteConfirm')}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  )
}
