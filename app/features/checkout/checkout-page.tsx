import { Link } from 'react-router'
import { pathFor } from '#common/i18n/paths'
import { useLocale, useT } from '~/lib/site-shell'
import { AddressStep } from './address-step'
import { checkoutSteps, type CheckoutStep } from './checkout-steps'
import { CheckoutSummary } from './checkout-summary'
import { PaymentStep } from './payment-step'
import { ShippingStep } from './shipping-step'
import { useCheckout } from './use-checkout'

const stepTitle = {
  address: 'checkout.stepAddress',
  shipping: 'checkout.stepShipping',
  payment: 'checkout.stepPayment',
} as const

/** §2 checkout in three steps (address, shipping, payment), the step in the URL, the summary beside it. */
export default function CheckoutPage() {
  const t = useT()
  const locale = useLocale()
  const checkout = useCheckout()
  const { status, cart, step } = checkout
  if (status === 'loading') {
    return (
      <p className="checkout__loading" role="status">
        {t('checkout.loading')}
      </p>
    )
  }
  if (status === 'empty' || !cart) {
    return (
      <div className="cart-page__empty">
        <p>{t('checkout.cartEmpty')}</p>
        <Link to={pathFor('shop', locale)} className="button button--primary">
          {t('cart.continueShopping')}
        </Link>
      </div>
    )
  }
  const visible = checkoutSteps.filter((item) => item !== 'shipping' || !cart.digitalOnly)
  return (
    <div className="checkout">
      <div className="checkout__main">
        <nav aria-label={t('checkout.steps')}>
          <ol className="checkout-progress">
            {visible.map((item, index) => (
              <StepMarker key={item} step={item} index={index} current={step} visible={visible} />
            ))}
          </ol>
        </nav>
        {step === 'address' ? <AddressStep key="address" checkout={checkout} /> : null}
        {step === 'shipping' ? <ShippingStep key="shipping" checkout={checkout} /> : null}
        {step === 'payment' ? <PaymentStep key="payment" checkout={checkout} /> : null}
        <Link to={pathFor('cart', locale)} className="checkout__to-cart">
          {t('checkout.toCart')}
        </Link>
      </div>
      <aside className="checkout__aside">
        <CheckoutSummary cart={cart} />
      </aside>
    </div>
  )
}

function StepMarker({ step, index, current, visible }: { step: CheckoutStep; index: number; current: CheckoutStep; visible: CheckoutStep[] }) {
  const t = useT()
  const isCurrent = step === current
  const isDone = visible.indexOf(step) < visible.indexOf(current)
  return (
    <li
      className={`checkout-progress__step${isCurrent ? ' checkout-progress__step--current' : ''}${isDone ? ' checkout-progress__step--done' : ''}`}
      aria-current={isCurrent ? 'step' : undefined}
    >
      <span className="checkout-progress__number" aria-hidden="true">
        {index + 1}
      </span>
      {t(stepTitle[step])}
    </li>
  )
}
