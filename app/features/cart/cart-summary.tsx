import { Link } from 'react-router'
import type { CartView } from '#common/cart/types'
import { pathFor } from '#common/i18n/paths'
import { formatMoney } from '#common/money'
import { useLocale, useT } from '~/lib/site-shell'

/** §2 summary: items, coupon discount (negative), delivery, the PDV part, total; link to checkout. */
export function CartSummary({ cart, headingLevel = 2, showCheckoutLink = true }: { cart: CartView; headingLevel?: 2 | 3; showCheckoutLink?: boolean }) {
  const t = useT()
  const locale = useLocale()
  const money = (cents: number) => formatMoney(cents, locale)
  const prices = cart.prices.converted
  const { isKnown, freeFrom } = cart.deliveryQuote
  // Issue 20 point 8: the hint names what is missing, and only where delivery is (or may be) charged.
  const missingForFree = freeFrom !== null && (!isKnown || prices.delivery > 0) ? freeFrom - prices.cartTotal : 0
  const Heading = `h${headingLevel}` as const
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-heading">
      <Heading id="cart-summary-heading">{t('cart.summary')}</Heading>
      <dl>
        <div>
          <dt>{t('cart.itemsTotal')}</dt>
          <dd>{money(prices.itemsTotal)}</dd>
        </div>
        {prices.coupon > 0 ? (
          <div>
            <dt>
              {t('cart.couponDiscount')} ({cart.couponCode})
            </dt>
            <dd>{money(-prices.coupon)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('cart.delivery')}</dt>
          <dd>{!isKnown ? t('cart.deliveryAtCheckout') : prices.delivery === 0 ? t('cart.deliveryFree') : money(prices.delivery)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{isKnown ? t('cart.total') : t('cart.totalBeforeDelivery')}</dt>
          <dd>{money(prices.orderTotal)}</dd>
        </div>
        <div className="cart-summary__tax">
          <dt>{t('cart.tax')}</dt>
          <dd>{money(prices.tax.orderTotal)}</dd>
        </div>
      </dl>
      {missingForFree > 0 && freeFrom !== null ? (
        <p className="cart-summary__hint">{t('cart.freeDeliveryRemaining', { amount: money(missingForFree), threshold: money(freeFrom) })}</p>
      ) : null}
      {showCheckoutLink ? (
        <Link to={pathFor('checkout', locale)} className="button button--primary cart-summary__checkout">
          {t('cart.toCheckout')}
        </Link>
      ) : null}
    </section>
  )
}
