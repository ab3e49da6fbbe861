import { useT } from '~/lib/site-shell'

/** §9 "Dummy mode shows 6 placeholder products". */
export const DUMMY_PRODUCT_COUNT = 6

/**
 * Dummy mode (site option DummyMode): the shop as it looks before it has products — six grey
 * cards where the grid would be, with a note saying so. Nothing in them can be bought.
 */
export function PlaceholderProductGrid() {
  const t = useT()
  return (
    <>
      <p className="category-page__dummy" role="note">
        {t('catalog.dummyNotice', { count: DUMMY_PRODUCT_COUNT })}
      </p>
      <ul className="product-grid" aria-label={t('catalog.dummyProducts')}>
        {Array.from({ length: DUMMY_PRODUCT_COUNT }, (_, index) => (
          <li key={index}>
            <article className="product-card product-card--placeholder">
              <div className="product-card__image" />
              <div className="product-card__body">
                <h3 className="product-card__name">{t('catalog.placeholderName', { number: index + 1 })}</h3>
                <span className="product-card__placeholder-line" />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  )
}
