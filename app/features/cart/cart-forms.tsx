import { useState, type FormEvent } from 'react'
import type { CartView } from '#common/cart/types'
import { useT } from '~/lib/site-shell'
import type { CartViewState } from './use-cart-view'

/** One submission at a time (§4 submit guard), re-enabled after it finishes. */
function useGuard() {
  const [isBusy, setBusy] = useState(false)
  const run = async (work: () => Promise<unknown>) => {
    if (isBusy) return
    setBusy(true)
    try {
      await work()
    } finally {
      setBusy(false)
    }
  }
  return { isBusy, run }
}

/** §2 coupon form: apply/remove toggle; the input is disabled while a coupon is applied. */
export function CouponForm({ cart, view }: { cart: CartView; view: CartViewState }) {
  const t = useT()
  const [code, setCode] = useState(cart.couponCode ?? '')
  const { isBusy, run } = useGuard()
  const isApplied = cart.coupon !== null
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      if (isApplied) {
        if (await view.removeCoupon()) setCode('')
      } else if (code.trim()) {
        await view.applyCoupon(code)
      }
    })
  }
  return (
    <form className="cart-form" onSubmit={onSubmit}>
      <label htmlFor="cart-coupon">{t('cart.coupon')}</label>
      <div className="cart-form__row">
        <input id="cart-coupon" name="coupon" value={isApplied ? (cart.couponCode ?? code) : code} onChange={(e) => setCode(e.target.value)} disabled={isApplied} required autoComplete="off" maxLength={40} />
        <button type="submit" className="button button--secondary" disabled={isBusy}>
          {isApplied ? t('cart.removeCoupon') : t('cart.applyCoupon')}
        </button>
      </div>
    </form>
  )
}

/** §2 membership card form (§5 rules live in useCartView.applyMemberCard). */
export function MemberCardForm({ cart, view }: { cart: CartView; view: CartViewState }) {
  const t = useT()
  const [barcode, setBarcode] = useState(cart.memberCardBarcode ?? '')
  const { isBusy, run } = useGuard()
  return (
    <form
      className="cart-form"
      onSubmit={(event) => {
        event.preventDefault()
        void run(() => view.applyMemberCard(barcode))
      }}
    >
      <label htmlFor="cart-member-card">{t('cart.memberCard')}</label>
      <div className="cart-form__row">
        <input id="cart-member-card" name="memberCardBarcode" inputMode="numeric" value={barcode} onChange={(e) => setBarcode(e.target.value)} autoComplete="off" maxLength={64} aria-describedby="cart-member-hint" />
        <button type="submit" className="button button--secondary" disabled={isBusy}>
          {t('cart.applyMemberCard')}
        </button>
      </div>
      <p id="cart-member-hint" className="cart-form__hint">
        {cart.isMember ? t('cart.memberActive') : t('cart.memberCardLoginHint')}
      </p>
    </form>
  )
}

/** §2 free-text instructions, kept with the cart. */
export function InstructionsForm({ cart, view }: { cart: CartView; view: CartViewState }) {
  const t = useT()
  const [text, setText] = useState(cart.instructions)
  const { isBusy, run } = useGuard()
  return (
    <form
      className="cart-form"
      onSubmit={(event) => {
        event.preventDefault()
        void run(() => view.saveInstructions(text))
      }}
    >
      <label htmlFor="cart-instructions">{t('cart.instructions')}</label>
      <textarea id="cart-instructions" name="instructions" rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="button button--secondary" disabled={isBusy}>
        {t('cart.saveInstructions')}
      </button>
    </form>
  )
}
