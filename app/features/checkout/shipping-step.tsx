import { useEffect, useState, type FormEvent } from 'react'
import { formatMoney } from '#common/money'
import { useToast } from '~/components/ui/toast'
import { SubmitButton } from '~/features/account/submit-button'
import { useLocale, useT } from '~/lib/site-shell'
import type { ShippingMethod } from './checkout-types'
import type { CheckoutState } from './use-checkout'

/**
 * §2 shipping step: methods as radios with their price, pickup branches under the chosen method.
 * A choice is saved at once (the summary shows its price); a failed save goes back to the last
 * saved choice (§8).
 */
export function ShippingStep({ checkout }: { checkout: CheckoutState }) {
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const { api, cart, draft } = checkout
  const [methods, setMethods] = useState<ShippingMethod[] | null>(null)
  const [methodId, setMethodId] = useState<number | null>(cart?.deliveryMethodId ?? null)
  const [branchId, setBranchId] = useState<number | null>(cart?.options.deliveryBranchId ?? null)
  const [error, setError] = useState<string | null>(null)
  const [isSaving, setSaving] = useState(false)
  const country = draft?.delivery.country

  useEffect(() => {
    let isCurrent = true
    void api.shippingMethods(country).then((result) => {
      if (!isCurrent) return
      if (result.ok) setMethods(result.data)
      else {
        setMethods([])
        toast.error(result.message)
      }
    })
    return () => {
      isCurrent = false
    }
  }, [api, country, toast])

  if (!cart || !methods) return <p role="status">{t('checkout.loading')}</p>
  const savedMethodId = cart.deliveryMethodId
  const savedBranchId = cart.options.deliveryBranchId ?? null
  const chosen = methods.find((method) => method.id === methodId)

  async function save(nextMethod: number, nextBranch: number | null) {
    setSaving(true)
    const result = await api.saveShippingMethod(nextMethod, nextBranch)
    if (result.ok) await checkout.refreshCart()
    else {
      toast.error(result.message)
      setMethodId(savedMethodId)
      setBranchId(savedBranchId)
    }
    setSaving(false)
    return result.ok
  }

  function chooseMethod(method: ShippingMethod) {
    setMethodId(method.id)
    setBranchId(null)
    setError(null)
    if (method.branches.length === 0) void save(method.id, null)
  }

  function chooseBranch(id: number) {
    setBranchId(id)
    setError(null)
    if (methodId) void save(methodId, id)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isSaving) return
    if (!chosen) return setError(t('checkout.shippingMethodUndefined'))
    if (chosen.branches.length && !branchId) return setError(t('checkout.shippingBranchUndefined'))
    const isSaved = savedMethodId === chosen.id && (chosen.branches.length === 0 || savedBranchId === branchId)
    if (isSaved || (await save(chosen.id, branchId))) checkout.goTo('payment')
  }

  return (
    <form className="account-form checkout-step" noValidate onSubmit={onSubmit} aria-labelledby="checkout-step-heading">
      <h2 id="checkout-step-heading">{t('checkout.stepShipping')}</h2>
      {methods.length === 0 ? <p>{t('checkout.noShippingMethods')}</p> : null}
      <fieldset className="account-fieldset checkout-choices" aria-describedby={error ? 'checkout-shipping-error' : undefined}>
        <legend>{t('checkout.shippingMethods')}</legend>
        {methods.map((method) => (
          <div key={method.id} className="checkout-choice-group">
            <label className="checkout-choice">
              <input type="radio" name="deliveryMethodId" value={method.id} checked={methodId === method.id} onChange={() => chooseMethod(method)} />
              <span className="checkout-choice__name">{method.name}</span>
              <span className="checkout-choice__price">{method.price === 0 ? t('checkout.free') : formatMoney(method.price, locale)}</span>
              {method.description ? <span className="checkout-choice__description">{method.description}</span> : null}
            </label>
            {methodId === method.id && method.branches.length ? (
              <fieldset className="account-fieldset checkout-choices checkout-choices--nested">
                <legend>{t('checkout.branches')}</legend>
                {method.branches.map((branch) => (
                  <label key={branch.id} className="checkout-choice">
                    <input type="radio" name="branchId" value={branch.id} checked={branchId === branch.id} onChange={() => chooseBranch(branch.id)} />
                    <span className="checkout-choice__name">{branch.name}</span>
                    {branch.address ? <span className="checkout-choice__description">{branch.address}</span> : null}
                  </label>
                ))}
              </fieldset>
            ) : null}
          </div>
        ))}
      </fieldset>
      {error ? (
        <p className="field__error" id="checkout-shipping-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="checkout-step__actions">
        <button type="button" className="button button--secondary" onClick={() => checkout.goTo('address')}>
          {t('checkout.back')}
        </button>
        <SubmitButton label={t('checkout.next')} isSubmitting={isSaving} />
      </div>
    </form>
  )
}
