import { Link } from 'react-router'
import type { ProductCard as Card } from '#common/catalog/types'
import { pathFor } from '#common/i18n/paths'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { AddToCartButton } from '~/features/cart/add-to-cart-button'
import { WishlistToggle } from '~/features/cart/wishlist-toggle'
import { useLocale } from '~/lib/site-shell'
import { MemberPrice, useMemberPrices } from './member-price'
import { Price } from './price'
import { ProductEditSlot } from './product-edit-slot'
import { StarRating } from '~/features/community/star-rating'

/** A grid tile: image, name, price, discount, the add-to-cart button and the wishlist toggle. */
export function ProductCard({ product, headingLevel = 3, isPriority = false, memberPrice }: { product: Card; headingLevel?: 2 | 3; isPriority?: boolean; memberPrice?: number }) {
  const locale = useLocale()
  const Heading = `h${headingLevel}` as const
  const href = pathFor('product', locale, { slug: product.slug })
  return (
    <article className="product-card">
      <Link to={href} className="product-card__image" tabIndex={-1} aria-hidden="true">
        {product.media ? <ResponsiveImage media={{ ...product.media, alt: '' }} sizes="(max-width: 600px) 50vw, 300px" isPriority={isPriority} /> : null}
      </Link>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link to={href}>{product.name}</Link>
        </Heading>
        {product.reviewCount > 0 ? <StarRating rating={product.rating} count={product.reviewCount} /> : null}
        <Price price={product.price} priorPrice={product.priorPrice} discount={product.discount} />
        <MemberPrice cents={memberPrice} />
        <div className="product-card__actions">
          <AddToCartButton
            productId={product.id}
            format={product.format}
            name={product.name}
            slug={product.slug}
            isAvailable={product.available && product.stockQuantity !== 0}
            className="button button--primary product-card__cart"
          />
          <WishlistToggle productId={product.id} name={product.name} />
        </div>
        <ProductEditSlot id={product.id} name={product.name} />
      </div>
    </article>
  )
}

/** `priorityCount`: how many leading images are in the first screen (the page's largest paint) on a phone. */
/** `headingLevel`: 2 where the grid sits right under the page's h1 (search results), 3 under a section heading. */
export function ProductGrid({ products, label, priorityCount = 0, headingLevel = 3 }: { products: Card[]; label?: string; priorityCount?: number; headingLevel?: 2 | 3 }) {
  const memberPrices = useMemberPrices(products.map((product) => product.id))
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} isPriority={index < priorityCount} memberPrice={memberPrices[product.id]} />
        </li>
      ))}
    </ul>
  )
}
