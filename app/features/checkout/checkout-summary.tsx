import type { CartView } from '#common/cart/types'
import { formatMoney } from '#common/money'
import { CartSummary } from '~/features/cart/cart-summary'
import { useLocale, useT } from '~/lib/site-shell'

/** The checkout's summary column: the lines as priced now, then the cart summary (items, coupon, delivery, PDV, total). */
export function CheckoutSummary({ cart }: { cart: CartView }) {
  const t = useT()
  const locale = useLocale()
  return (
    <div className="checkout-summary">
      <section aria-labelledby="checkout-lines-heading" className="checkout-summary__lines">
        <h2 id="checkout-lines-heading">{t('checkout.lines')}</h2>
        <ul>
          {cart.items.map((item) => (
            <li key={item.itemId}>
              <span className="checkout-summary__name">{item.productData.name}</span>
              <span className="checkout-summary__qty">{t('checkout.qty', { qty: item.qty })}</span>
              <span className="checkout-summary__price">{formatMoney(item.prices.converted.row, locale)}</span>
            </li>
          ))}
        </ul>
      </section>
      <CartSummary cart={cart} showCheckoutLink={false} />
    </div>
  )
}
