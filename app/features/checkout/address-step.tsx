import { useState, type FormEvent } from 'react'
import { useToast } from '~/components/ui/toast'
import { CheckboxField } from '~/features/account/fields'
import { SubmitButton } from '~/features/account/submit-button'
import { useLocale, useT } from '~/lib/site-shell'
import { readAddressForm, validateAddressStep } from './address-validation'
import { CheckoutAddressFields } from './checkout-address-fields'
import { ConsentFields } from './consent-fields'
import { fromSaved } from './saved-address'
import { saveFirstShippingMethod } from './shipping-actions'
import { useFieldErrors } from './use-field-errors'
import type { CheckoutState } from './use-checkout'

function focusFirstInvalid() {
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>('.checkout [aria-invalid="true"]')?.focus())
}

/** §2 address step: delivery address (a member may pick a saved one), optional billing address, consents, Dalje. */
export function AddressStep({ checkout }: { checkout: CheckoutState }) {
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const { api, settings, countries, savedAddresses, draft, cart } = checkout
  const { errors, setErrors, onFormChange } = useFieldErrors()
  const [isSubmitting, setSubmitting] = useState(false)
  // A member starts from the saved address used last time, else the address book's default
  // delivery address (issue 20.6), else the first one; 0 = a new address.
  const [chosenId, setSavedId] = useState<number | null>(null)
  const defaultDelivery = savedAddresses.find((address) => address.isDefaultDelivery) ?? savedAddresses[0]
  const savedId = chosenId ?? draft?.deliveryAddressId ?? (draft ? 0 : (defaultDelivery?.id ?? 0))
  // The default billing address, when it is another one, starts the billing part filled in.
  const defaultBilling = draft ? undefined : savedAddresses.find((address) => address.isDefaultBilling && address.id !== savedId)
  const [billingChoice, setDifferentBilling] = useState<boolean | null>(null)
  const hasDifferentBilling = billingChoice ?? draft?.differentBilling ?? Boolean(defaultBilling)
  if (!settings || !cart) return null
  const saved = savedAddresses.find((address) => address.id === savedId)
  const deliveryDefaults = saved ? fromSaved(saved, countries) : draft?.delivery
  const billingDefaults = defaultBilling ? fromSaved(defaultBilling, countries) : draft?.billing

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isSubmitting || !settings) return
    const checked = validateAddressStep(readAddressForm(new FormData(event.currentTarget)), settings, locale)
    if (!checked.ok) {
      setErrors(checked.fields)
      focusFirstInvalid()
      return
    }
    setSubmitting(true)
    const input = {
      ...checked.data,
      saveToAccount: !checked.data.deliveryAddressId,
    }
    const result = await api.saveAddress(input)
    if (!result.ok) {
      // §8: the form keeps what was typed; the server's field messages show beside the fields.
      setErrors(result.fields ?? {})
      toast.error(result.message)
      setSubmitting(false)
      focusFirstInvalid()
      return
    }
    setErrors({})
    checkout.saveDraft(input)
    const fresh = await checkout.refreshCart()
    setSubmitting(false)
    if (fresh?.digitalOnly) return checkout.goTo('payment')
    if (settings.skipShippingStep && (await saveFirstShippingMethod(api, input.delivery.country))) {
      await checkout.refreshCart()
      return checkout.goTo('payment')
    }
    checkout.goTo('shipping')
  }

  return (
    <form className="account-form checkout-step" noValidate onSubmit={onSubmit} onChange={onFormChange} aria-labelledby="checkout-step-heading">
      <h2 id="checkout-step-heading">{t('checkout.stepAddress')}</h2>
      {savedAddresses.length ? (
        <fieldset className="account-fieldset checkout-choices">
          <legend>{t('checkout.savedAddresses')}</legend>
          {savedAddresses.map((address) => (
            <label key={address.id} className="checkout-choice">
              <input type="radio" name="deliveryAddressId" value={address.id} checked={savedId === address.id} onChange={() => setSavedId(address.id)} />
              <span>
                {address.firstName} {address.lastName}, {address.street} {address.houseNumber}, {address.zipCode} {address.city}
              </span>
            </label>
          ))}
          <label className="checkout-choice">
            <input type="radio" name="deliveryAddressId" value="0" checked={savedId === 0} onChange={() => setSavedId(0)} />
            <span>{t('checkout.newAddress')}</span>
          </label>
        </fieldset>
      ) : null}
      <CheckoutAddressFields
        key={`delivery-${savedId}`}
        prefix="delivery"
        legend={t('checkout.deliveryAddress')}
        countries={countries}
        defaults={deliveryDefaults}
        errors={errors}
      />
      <CheckboxField name="differentBilling" label={t('checkout.differentBilling')} checked={hasDifferentBilling} onChange={setDifferentBilling} />
      {hasDifferentBilling ? (
        <CheckoutAddressFields
          key={`billing-${defaultBilling?.id ?? 0}`}
          prefix="billing"
          legend={t('checkout.billingAddress')}
          countries={countries}
          defaults={billingDefaults}
          errors={errors}
        />
      ) : null}
      <ConsentFields consents={settings.consents} accepted={draft?.acceptedConsents ?? []} errors={errors} />
      <div className="checkout-step__actions">
        <SubmitButton label={t('checkout.next')} isSubmitting={isSubmitting} />
      </div>
    </form>
  )
}
