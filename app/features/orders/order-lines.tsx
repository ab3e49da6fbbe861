import { partLabel } from '#common/catalog/product-name'
import { formatMoney } from '#common/money'
import type { OrderLineView, OrderTotalsView } from '#common/orders/views'
import { useLocale, useT } from '~/lib/site-shell'

/** An order's lines as bought (the desk and the member's order page show the same table). */
export function OrderLinesTable({ lines, caption }: { lines: OrderLineView[]; caption: string }) {
  const t = useT()
  const locale = useLocale()
  return (
    // On a phone each line stacks into a block with labelled numbers (orders.css), so nothing is cut off.
    <div className="order-lines">
      <table className="admin-table order-lines__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cart.product')}</th>
            <th scope="col" className="admin-table__number">{t('cart.quantity')}</th>
            <th scope="col" className="admin-table__number">{t('cart.unitPrice')}</th>
            <th scope="col" className="admin-table__number">{t('cart.rowTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.sku}-${line.name}`}>
              <td>
                {line.name} <small>({line.sku})</small>
                {line.parts.length ? (
                  <ul className="order-line__parts" aria-label={t('orders.parts', { name: line.name })}>
                    {line.parts.map((part) => (
                      <li key={`${part.sku}-${part.name}`}>
                        {partLabel(part)}
                        {part.sku ? <small> ({part.sku})</small> : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td className="admin-table__number" data-label={t('cart.quantity')}>
                {line.qty}
              </td>
              <td className="admin-table__number" data-label={t('cart.unitPrice')}>
                {formatMoney(line.unitPrice, locale)}
              </td>
              <td className="admin-table__number" data-label={t('cart.rowTotal')}>
                {formatMoney(line.lineTotal, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Items, coupon, delivery, total and its PDV part. */
export function OrderTotals({ totals }: { totals: OrderTotalsView }) {
  const t = useT()
  const locale = useLocale()
  const money = (cents: number) => formatMoney(cents, locale)
  return (
    <dl className="desk-totals">
      <dt>{t('cart.itemsTotal')}</dt>
      <dd>{money(totals.itemsTotal)}</dd>
      {totals.couponDiscount ? (
        <>
          <dt>{t('cart.couponDiscount')}</dt>
          <dd>{money(-totals.couponDiscount)}</dd>
        </>
      ) : null}
      <dt>{t('cart.delivery')}</dt>
      <dd>{totals.deliveryPrice ? money(totals.deliveryPrice) : t('cart.deliveryFree')}</dd>
      <dt>{t('cart.total')}</dt>
      <dd>
        <strong>{money(totals.orderTotal)}</strong>
      </dd>
      <dt>{t('cart.tax')}</dt>
      <dd>{money(totals.taxTotal)}</dd>
    </dl>
  )
}
