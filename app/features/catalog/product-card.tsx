import { useId } from 'react'
import { Link } from 'react-router'
import type { ProductCard as Card } from '#common/catalog/types'
import { pathFor } from '#common/i18n/paths'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useLocale, useT } from '~/lib/site-shell'
import { Price } from './price'

/** A grid tile: image, name, price, discount and the add-to-cart button (wired by the cart issue). */
export function ProductCard({ product, headingLevel = 3 }: { product: Card; headingLevel?: 2 | 3 }) {
  const locale = useLocale()
  const t = useT()
  const Heading = `h${headingLevel}` as const
  const href = pathFor('product', locale, { slug: product.slug })
  // A product can be listed twice on one page (featured and the main list): ids must stay unique.
  const noteId = useId()
  return (
    <article className="product-card">
      <Link to={href} className="product-card__image" tabIndex={-1} aria-hidden="true">
        {product.media ? <ResponsiveImage media={{ ...product.media, alt: '' }} sizes="(max-width: 600px) 50vw, 300px" /> : null}
      </Link>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link to={href}>{product.name}</Link>
        </Heading>
        <Price price={product.price} retailPrice={product.retailPrice} discount={product.discount} />
        <button type="button" className="button button--primary product-card__cart" disabled aria-describedby={noteId}>
          {t('catalog.addToCart')}
        </button>
        <p id={noteId} className="product-card__note">
          {t('catalog.cartSoon')}
        </p>
      </div>
    </article>
  )
}

export function ProductGrid({ products, label }: { products: Card[]; label?: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  )
}
