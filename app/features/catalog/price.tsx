import { formatMoney } from '#common/money'
import { useLocale, useT } from '~/lib/site-shell'

/**
 * Price with, when reduced, the Omnibus prior price struck through (the lowest of the 30 days
 * before the reduction, ADR 046) and the rounded discount against it (§9).
 */
export function Price({ price, priorPrice, discount, size = 'md' }: { price: number; priorPrice: number; discount: number; size?: 'md' | 'lg' }) {
  const locale = useLocale()
  const t = useT()
  return (
    <p className={`price price--${size}`}>
      <span className="price__current">{formatMoney(price, locale)}</span>
      {discount > 0 ? (
        <>
          <s className="price__retail">
            <span className="visually-hidden">{t('catalog.priorPrice')}: </span>
            {formatMoney(priorPrice, locale)}
          </s>
          <span className="price__badge">{t('catalog.discount', { percent: discount })}</span>
        </>
      ) : null}
    </p>
  )
}
