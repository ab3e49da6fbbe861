import { Link } from 'react-router'
import type { Locale } from '#common/i18n/locales'
import { pathFor } from '#common/i18n/paths'
import { Icon } from '~/components/ui/icon'
import { useT } from '~/lib/site-shell'
import { useCart } from './cart-context'

/** The header's cart link; the count arrives after hydration into a badge that takes no layout space. */
export function HeaderCartLink({ locale }: { locale: Locale }) {
  const t = useT()
  const { visitor } = useCart()
  const count = visitor?.itemCount ?? 0
  return (
    <Link to={pathFor('cart', locale)} className="icon-button site-header__icon site-header__cart" aria-label={count > 0 ? t('cart.headerLabel', { count }) : t('layout.cart')}>
      <Icon name="cart" />
      {count > 0 ? (
        <span className="cart-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
