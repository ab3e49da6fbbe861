import { useEffect, useRef, useState, type FormEvent } from 'react'
import { isValidOib } from '#common/checkout/oib'
import { useToast } from '~/components/ui/toast'
import { CheckboxField } from '~/features/account/fields'
import { SubmitButton } from '~/features/account/submit-button'
import { useT } from '~/lib/site-shell'
import type { AddressDraft } from './checkout-steps'
import type { PaymentMethod } from './checkout-types'
import { ConsentFields } from './consent-fields'
import type { CheckoutState } from './use-checkout'
import { usePlaceOrder } from './use-place-order'
import { useFieldErrors } from './use-field-errors'

/** The company the invoice names (billing address, or the delivery address when it is the same). */
function companyData(draft: AddressDraft | null) {
  const address = draft?.differentBilling && draft.billing ? draft.billing : draft?.delivery
  if (!address?.companyName || !address.companyOIB || !isValidOib(address.companyOIB)) return undefined
  return { companyName: address.companyName, oib: address.companyOIB }
}

/**
 * §2 payment step: methods as radios, consents, Natrag and the order button, a container for the
 * PayPal buttons. Skipped (method saved, order placed) when company data is valid and the only
 * method is a hosted payment form (§4).
 */
export function PaymentStep({ checkout }: { checkout: CheckoutState }) {
  const t = useT()
  const toast = useToast()
  const { api, cart, settings, draft } = checkout
  const { phase, placeOrder, payPalRef, providerRef } = usePlaceOrder(checkout)
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null)
  const [methodId, setMethodId] = useState<number | null>(cart?.paymentMethodId ?? null)
  const { errors, setErrors, onFormChange } = useFieldErrors()
  const [isSaving, setSaving] = useState(false)
  const wasAutoSubmitted = useRef(false)

  useEffect(() => {
    let isCurrent = true
    void api.paymentMethods().then((result) => {
      if (!isCurrent) return
      setMethods(result.ok ? result.data : [])
      if (!result.ok) toast.error(result.message)
    })
    return () => {
      isCurrent = false
    }
  }, [api, toast])

  // An eProduct is supplied at once: the buyer must agree and acknowledge losing the right of withdrawal (ZZP Art. 79 point 13).
  const hasDigital = cart?.items.some((item) => item.productData.format === 'eProduct') ?? false

  async function submit(paymentMethodId: number | null, acceptedConsents: number[], orderMessage: string, digitalSupplyConsent: boolean) {
    if (!settings || isSaving) return
    const next: Record<string, string> = {}
    if (!paymentMethodId) next.paymentMethodId = t('checkout.paymentMethodUndefined')
    if (hasDigital && !digitalSupplyConsent) next.digitalSupplyConsent = t('checkout.digitalSupplyRequired')
    if (settings.rules.consentValidation) {
      for (const consent of settings.consents) {
        if (consent.required && !acceptedConsents.includes(consent.id)) next[`acceptedConsents.${consent.id}`] = t('checkout.consentRequired')
      }
    }
    setErrors(next)
    if (!paymentMethodId || Object.keys(next).length) return
    setSaving(true)
    const saved = await api.savePaymentMethod({
      paymentMethodId,
      acceptedConsents,
      companyData: companyData(draft),
    })
    setSaving(false)
    if (!saved.ok) {
      // §8: the choice goes back to the last saved one.
      setMethodId(cart?.paymentMethodId ?? null)
      setErrors(saved.fields ?? {})
      toast.error(saved.message)
      return
    }
    await placeOrder({ acceptedConsents, orderMessage, digitalSupplyConsent })
  }

  useEffect(() => {
    const only = methods?.length === 1 ? methods[0] : undefined
    if (wasAutoSubmitted.current || !only || only.paymentType !== 'hpf' || !companyData(draft) || hasDigital) return
    wasAutoSubmitted.current = true
    setMethodId(only.id)
    void submit(only.id, draft?.acceptedConsents ?? [], '', false)
    // Runs once, when the methods arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [methods])

  if (!cart || !settings || !methods) return <p role="status">{t('checkout.loading')}</p>

  function chooseMethod(id: number) {
    setMethodId(id)
    setErrors(({ paymentMethodId: _answered, ...rest }) => rest)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void submit(methodId, form.getAll('consent').map(Number), String(form.get('orderMessage') ?? ''), form.get('digitalSupplyConsent') === 'on')
  }

  const isBusy = isSaving || phase !== 'idle'
  return (
    <>
      <form className="account-form checkout-step" noValidate onSubmit={onSubmit} onChange={onFormChange} aria-labelledby="checkout-step-heading">
        <h2 id="checkout-step-heading">{t('checkout.stepPayment')}</h2>
        {methods.length === 0 ? <p>{t('checkout.noPaymentMethods')}</p> : null}
        <fieldset className="account-fieldset checkout-choices" aria-describedby={errors.paymentMethodId ? 'checkout-payment-error' : undefined}>
          <legend>{t('checkout.paymentMethods')}</legend>
          {methods.map((method) => (
            <label key={method.id} className="checkout-choice">
              <input
                type="radio"
                name="paymentMethodId"
                value={method.id}
                checked={methodId === method.id}
                onChange={() => chooseMethod(method.id)}
                disabled={isBusy}
              />
              <span className="checkout-choice__name">{method.name}</span>
              {method.description ? <span className="checkout-choice__description">{method.description}</span> : null}
            </label>
          ))}
        </fieldset>
        {errors.paymentMethodId ? (
          <p className="field__error" id="checkout-payment-error" role="alert">
            {errors.paymentMethodId}
          </p>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor="checkout-order-message">
            {t('checkout.orderMessage')}
          </label>
          <textarea className="field__input" id="checkout-order-message" name="orderMessage" maxLength={2000} rows={3} />
        </div>
        <ConsentFields consents={settings.consents} accepted={draft?.acceptedConsents ?? []} errors={errors} />
        {hasDigital ? (
          <div className="checkout-consent">
            <CheckboxField name="digitalSupplyConsent" value="on" label={t('checkout.digitalSupply')} error={errors.digitalSupplyConsent} />
          </div>
        ) : null}
        <div className="checkout-step__actions">
          <button type="button" className="button button--secondary" onClick={() => checkout.goTo(cart.digitalOnly ? 'address' : 'shipping')} disabled={isBusy}>
            {t('checkout.back')}
          </button>
          <SubmitButton label={t('checkout.placeOrder')} isSubmitting={isBusy} />
        </div>
        {phase === 'placing' || phase === 'redirecting' ? (
          <p role="status">{t(phase === 'placing' ? 'checkout.placingOrder' : 'checkout.redirecting')}</p>
        ) : null}
        {phase === 'paypal' ? <p role="status">{t('checkout.payPalHint')}</p> : null}
      </form>
      {/* Outside the form: the PayPal buttons and the provider's form must not submit this one. */}
      <div ref={payPalRef} className="checkout-paypal" />
      <div ref={providerRef} hidden />
    </>
  )
}
