import { Icon } from '~/components/ui/icon'
import { useT } from '~/lib/site-shell'
import { useCart } from './cart-context'

/**
 * §4 wishlist toggle. The same button is in every visitor's HTML (the page stays cacheable); its
 * pressed state arrives with the visitor call after hydration, so nothing moves.
 */
export function WishlistToggle({ productId, name }: { productId: number; name: string }) {
  const t = useT()
  const { visitor, toggleWishlist } = useCart()
  if (visitor?.isBackofficeUser) return null
  const isIn = Boolean(visitor?.wishlist.includes(productId))
  return (
    <button
      type="button"
      className={isIn ? 'icon-button wishlist-toggle wishlist-toggle--on' : 'icon-button wishlist-toggle'}
      aria-pressed={isIn}
      aria-label={isIn ? t('wishlist.remove', { name }) : t('wishlist.add', { name })}
      onClick={() => void toggleWishlist(productId)}
    >
      <Icon name="heart" />
    </button>
  )
}
