import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { pathFor } from '#common/i18n/paths'
import { useLocale, useT } from '~/lib/site-shell'
import { CartSummary } from './cart-summary'
import { CartTable } from './cart-table'
import { CouponForm, InstructionsForm, MemberCardForm } from './cart-forms'
import { useCartView } from './use-cart-view'

// Cross-sells show only under a cart that has them: their cards' code (~2 KB) waits for that.
const ProductGrid = lazy(() => import('~/features/catalog/product-card').then((module) => ({ default: module.ProductGrid })))

/** §2 cart page: table, coupon, member card, instructions, summary, checkout link, cross-sells. */
export default function CartPage() {
  const t = useT()
  const locale = useLocale()
  const view = useCartView()
  const { cart } = view
  if (view.status === 'loading') {
    return (
      <p className="cart-page__loading" role="status">
        {t('cart.loading')}
      </p>
    )
  }
  if (!cart || cart.items.length === 0) {
    return (
      <div className="cart-page__empty">
        <p>{t('page.emptyCart')}</p>
        <Link to={pathFor('shop', locale)} className="button button--primary">
          {t('cart.continueShopping')}
        </Link>
      </div>
    )
  }
  return (
    <div className="cart-page">
      <div className="cart-page__main">
        <CartTable view={view} />
        <div className="cart-page__forms">
          <CouponForm key={`coupon-${cart.couponCode ?? ''}`} cart={cart} view={view} />
          <MemberCardForm cart={cart} view={view} />
          <InstructionsForm cart={cart} view={view} />
        </div>
      </div>
      <aside className="cart-page__aside">
        <CartSummary cart={cart} />
      </aside>
      {cart.crossSells.length ? (
        <section className="cart-page__cross" aria-labelledby="cart-cross-heading">
          <h2 id="cart-cross-heading">{t('cart.crossSells')}</h2>
          <Suspense fallback={null}>
            <ProductGrid products={cart.crossSells} />
          </Suspense>
        </section>
      ) : null}
    </div>
  )
}
