import { useState } from 'react'
import { useRevalidator } from 'react-router'
import type { MemberConsent } from '#common/consent/consents'
import { formatDate } from '#common/i18n/dates'
import { Dialog } from '~/components/ui/dialog'
import { useToast } from '~/components/ui/toast'
import { createApiClient } from '~/features/account/api-client'
import { useLocale, useT } from '~/lib/site-shell'

/**
 * Profile "Privole": the consents the member gave, with the date and the version of the text, and
 * a "Povuci" button each (Art. 7(3): as easy to withdraw as to give), confirmed in a dialog.
 */
export function MemberConsents({ consents }: { consents: MemberConsent[] }) {
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const revalidator = useRevalidator()
  const [pending, setPending] = useState<MemberConsent | null>(null)
  const [isSending, setIsSending] = useState(false)

  async function withdraw(consent: MemberConsent) {
    setIsSending(true)
    const result = await createApiClient({ locale }).request<MemberConsent>(`/api/v1/gdpr/web/consent/withdraw?language=${locale}`, {
      method: 'POST',
      body: JSON.stringify({ consentId: consent.consentId }),
    })
    setIsSending(false)
    setPending(null)
    if (!result.ok) return toast.error(result.message)
    toast.success(t('gdpr.withdrawn'))
    await revalidator.revalidate()
  }

  return (
    <section className="account-card" aria-labelledby="consents-heading">
      <h2 id="consents-heading">{t('gdpr.consentsHeading')}</h2>
      <p className="account-card__muted">{t('gdpr.consentsLead')}</p>
      {consents.length ? (
        <ul className="member-consents">
          {consents.map((consent) => (
            <li key={consent.consentId} className="member-consent">
              <div className="member-consent__head">
                <h3 className="member-consent__name">{consent.displayName}</h3>
                {consent.status === 'accepted' ? (
                  <button
                    type="button"
                    className="button button--secondary member-consent__withdraw"
                    aria-label={`${t('gdpr.withdraw')}: ${consent.displayName}`}
                    onClick={() => setPending(consent)}
                  >
                    {t('gdpr.withdraw')}
                  </button>
                ) : null}
              </div>
              <p className="member-consent__meta">
                {consent.status === 'withdrawn' && consent.withdrawnAt
                  ? t('gdpr.withdrawnOn', { date: formatDate(consent.withdrawnAt, locale) })
                  : t('gdpr.acceptedOn', { date: formatDate(consent.acceptedAt, locale) })}
                {' · '}
                {t('gdpr.versionLabel', { version: consent.version })}
              </p>
              <details className="member-consent__text">
                <summary>{t('gdpr.showText')}</summary>
                <p>{consent.text}</p>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <p className="account-card__muted">{t('gdpr.consentsEmpty')}</p>
      )}
      <Dialog isOpen={pending !== null} onClose={() => setPending(null)} title={t('gdpr.withdrawTitle', { name: pending?.displayName ?? '' })}>
        <p>{t('gdpr.withdrawBody')}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={() => setPending(null)}>
            {t('gdpr.cancel')}
          </button>
          <button type="button" className="button button--primary" disabled={isSending} onClick={() => pending && void withdraw(pending)}>
            {t('gdpr.withdrawConfirm')}
          </button>
        </div>
      </Dialog>
    </section>
  )
}
