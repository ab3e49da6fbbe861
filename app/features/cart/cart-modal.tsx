import { Link } from 'react-router'
import { pathFor } from '#common/i18n/paths'
import { Dialog } from '~/components/ui/dialog'
import { useLocale, useT } from '~/lib/site-shell'
import { CartSummary } from './cart-summary'
import { CartTable } from './cart-table'
import { useCartView } from './use-cart-view'

/** §2 cart modal (`cart-modal`): the cart's lines and summary, close and go-to-cart buttons. */
export default function CartModal({ onClose }: { onClose: () => void }) {
  const t = useT()
  const locale = useLocale()
  const view = useCartView()
  const { cart } = view
  return (
    <Dialog isOpen onClose={onClose} title={t('cart.modalTitle')} className="dialog--cart">
      {view.status === 'loading' ? (
        <p role="status">{t('cart.loading')}</p>
      ) : !cart || cart.items.length === 0 ? (
        <p>{t('page.emptyCart')}</p>
      ) : (
        <div className="cart-modal">
          <CartTable view={view} />
          <CartSummary cart={cart} headingLevel={3} />
        </div>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('cart.continueShopping')}
        </button>
        <Link to={pathFor('cart', locale)} className="button button--primary" onClick={onClose}>
          {t('cart.goToCart')}
        </Link>
      </div>
    </Dialog>
  )
}
