import { Link } from 'react-router'
import { CheckboxField } from '~/features/account/fields'
import { useSiteShell, useT } from '~/lib/site-shell'
import type { CheckoutConsent } from './checkout-types'

/** The checkout consents as checkboxes (`consent` = id); a required one shows its message when missing. */
export function ConsentFields({ consents, accepted, errors }: { consents: CheckoutConsent[]; accepted: number[]; errors: Record<string, string> }) {
  const t = useT()
  const termsHref = useSiteShell()?.termsHref ?? null
  if (consents.length === 0) return null
  return (
    <fieldset className="account-fieldset checkout-consents">
      <legend>{t('checkout.consents')}</legend>
      {termsHref ? (
        <p className="checkout-consents__terms">
          <Link to={termsHref} target="_blank" rel="noopener">
            {t('checkout.readTerms')}
          </Link>
        </p>
      ) : null}
      {consents.map((consent) => (
        <ConsentBox key={consent.id} consent={consent} isAccepted={accepted.includes(consent.id)} error={errors[`acceptedConsents.${consent.id}`]} />
      ))}
    </fieldset>
  )
}

function ConsentBox({ consent, isAccepted, error }: { consent: CheckoutConsent; isAccepted: boolean; error?: string }) {
  return (
    <div className="checkout-consent">
      <CheckboxField name="consent" label={consent.label} error={error} defaultChecked={isAccepted} value={String(consent.id)} />
    </div>
  )
}
