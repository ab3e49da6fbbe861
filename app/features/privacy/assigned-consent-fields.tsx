import type { AssignedConsent } from '#common/consent/consents'
import { CheckboxField } from '~/features/account/fields'

/**
 * The consents a place asks for (registration, newsletter, a form), as checkboxes named `consent`
 * whose value is the version shown — the server logs exactly that wording (ADR 020). A missing
 * required one shows the message the server put under `acceptedConsents.<id>`.
 */
export function AssignedConsentFields({ consents, errors }: { consents: AssignedConsent[]; errors: Record<string, string | undefined> }) {
  if (consents.length === 0) return null
  return (
    <div className="assigned-consents">
      {consents.map((consent) => (
        <CheckboxField key={consent.id} name="consent" value={String(consent.id)} label={consent.text} error={errors[`acceptedConsents.${consent.id}`]} />
      ))}
    </div>
  )
}
