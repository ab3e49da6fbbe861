import { Link } from 'react-router'
import type { CartItemView } from '#common/cart/types'
import { pathFor } from '#common/i18n/paths'
import { formatMoney } from '#common/money'
import { Icon } from '~/components/ui/icon'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useLocale, useT } from '~/lib/site-shell'
import type { CartViewState } from './use-cart-view'

/** §2 cart table: image, name link, remove, quantity input, unit price, row total. */
export function CartTable({ view }: { view: CartViewState }) {
  const t = useT()
  const items = view.cart?.items ?? []
  return (
    <table className="cart-table">
      <caption className="visually-hidden">{t('cart.items')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('cart.product')}</span>
          </th>
          <th scope="col">{t('cart.product')}</th>
          <th scope="col">{t('cart.quantity')}</th>
          <th scope="col">{t('cart.unitPrice')}</th>
          <th scope="col">{t('cart.rowTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <CartRow key={item.itemId} item={item} view={view} />
        ))}
      </tbody>
    </table>
  )
}

function CartRow({ item, view }: { item: CartItemView; view: CartViewState }) {
  const t = useT()
  const locale = useLocale()
  const isDeleting = view.deleting.includes(item.itemId)
  const { productData: product } = item
  const href = pathFor('product', locale, { slug: product.isVisibleIndividually ? product.slug : product.mainProductSlug })
  const inputId = `cart-qty-${item.itemId}`
  return (
    <tr className={isDeleting ? 'cart-row cart-row--deleting' : 'cart-row'} aria-busy={isDeleting || undefined}>
      <td className="cart-row__image">{product.media ? <ResponsiveImage media={{ ...product.media, alt: '' }} sizes="80px" /> : null}</td>
      <td className="cart-row__product">
        <Link to={href}>{product.name}</Link>
        {product.details.length ? <p className="cart-row__details">{product.details.join(', ')}</p> : null}
        {product.format === 'eProduct' ? <p className="cart-row__details">{t('cart.digital')}</p> : null}
        {item.reservation ? <p className="cart-row__details">{t('cart.reservation')}</p> : null}
        <button type="button" className="cart-row__remove" onClick={() => view.removeItem(item.itemId)} disabled={isDeleting} aria-label={isDeleting ? undefined : t('cart.remove', { name: product.name })}>
          <Icon name="trash" />
          {isDeleting ? t('cart.removing') : t('cart.removeShort')}
        </button>
      </td>
      <td className="cart-row__qty" data-label={t('cart.quantity')}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('cart.quantityOf', { name: product.name })}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={item.maxQty ?? undefined}
          step={1}
          value={view.drafts[item.itemId] ?? String(item.qty)}
          onChange={(event) => view.changeQuantity(item.itemId, event.target.value)}
          disabled={isDeleting}
        />
        {item.maxQty !== null ? <small className="cart-row__max">{t('cart.maxQuantity', { count: item.maxQty })}</small> : null}
      </td>
      <td className="cart-row__price" data-label={t('cart.unitPrice')}>
        {formatMoney(item.prices.converted.finalPrice, locale)}
        {item.isMemberPrice ? (
          <small className="cart-row__member">
            {t('cart.memberPrice')} · <s>{formatMoney(item.regularPrice, locale)}</s>
          </small>
        ) : null}
      </td>
      <td className="cart-row__total" data-label={t('cart.rowTotal')}>
        {formatMoney(item.prices.converted.row, locale)}
      </td>
    </tr>
  )
}
