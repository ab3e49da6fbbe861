import { formatMoney } from '#common/money'
import { useLocale, useT } from '~/lib/site-shell'

/** Price with the regular price struck through and the rounded discount (§9) when reduced. */
export function Price({ price, retailPrice, discount, size = 'md' }: { price: number; retailPrice: number; discount: number; size?: 'md' | 'lg' }) {
  const locale = useLocale()
  const t = useT()
  return (
    <p className={`price price--${size}`}>
      <span className="price__current">{formatMoney(price, locale)}</span>
      {discount > 0 ? (
        <>
          <s className="price__retail">
            <span className="visually-hidden">{t('catalog.retailPrice')}: </span>
            {formatMoney(retailPrice, locale)}
          </s>
          <span className="price__badge">{t('catalog.discount', { percent: discount })}</span>
        </>
      ) : null}
    </p>
  )
}
