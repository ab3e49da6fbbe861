import type { ProductCard, ProductFormat } from '../catalog/types'
import type { MediaView } from '../media/sizes'
import type { CartItemOptions } from './schemas'

/** The money of one cart in cents; `tax` holds the 25% PDV contained in each amount. */
export interface CartAmounts {
  itemsTotal: number
  /** Coupon discount as a positive amount; shown negative. */
  coupon: number
  /** What member prices saved against regular prices (already inside itemsTotal). */
  loyalty: number
  /** itemsTotal − coupon. */
  cartTotal: number
  delivery: number
  orderTotal: number
}

export interface CartPrices extends CartAmounts {
  tax: CartAmounts
}

/** What the cart can truthfully say about delivery (issue 20 point 8). */
export interface DeliveryQuote {
  /** A method is chosen, or nothing is charged for delivery: `prices.delivery` is what the order charges. */
  isKnown: boolean
  /**
   * The cart total (after the coupon) from which delivery is free: the chosen method's, or before
   * a choice the lowest any of the shop's methods offers; null when delivery never becomes free.
   */
  freeFrom: number | null
}

/** §3 cart item. */
export interface CartItemView {
  itemId: number
  productId: number
  qty: number
  /** The most this line may hold with the rest of the cart as it is; null = no limit. */
  maxQty: number | null
  reservation: boolean
  productData: {
    id: number
    slug: string
    mainProductSlug: string
    isVisibleIndividually: boolean
    stockQuantity: number | null
    infiniteQuantity: boolean
    format: ProductFormat
    name: string
    media: MediaView | null
    /** Chosen variants of a bundle's configurable components, by name, for the cart table. */
    details: string[]
  }
  options: CartItemOptions
  isMemberPrice: boolean
  regularPrice: number
  prices: {
    converted: { finalPrice: number; row: number }
    base: { finalPrice: number; cartTotal: number }
  }
}

export type CartNotice =
  | { code: 'stockCorrected'; itemId: number; qty: number }
  | { code: 'couponRemoved'; reason: CouponProblem }
  | { code: 'memberCardInvalid' }

export type CouponProblem = 'notFound' | 'inactive' | 'notStarted' | 'expired' | 'usedUp' | 'minimum' | 'notApplicable'

/** §3 cart. */
export interface CartView {
  id: number
  protectCode: string
  /** The language the session was opened in (§4: another language starts a new one). */
  locale: string
  session: { cartId: number; protectCode: string }
  items: CartItemView[]
  itemCount: number
  coupon: { code: string; type: 'percentage' | 'fixed'; value: number; freeDelivery: boolean } | null
  couponCode: string | null
  memberCardBarcode: string | null
  /** Member prices apply: a logged-in owner with a valid card. */
  isMember: boolean
  instructions: string
  digitalOnly: boolean
  deliveryMethodId: number | null
  paymentMethodId: number | null
  options: { deliveryBranchId?: number | null }
  prices: { converted: CartPrices; base: CartPrices }
  deliveryQuote: DeliveryQuote
  notices: CartNotice[]
  /** §2 cross-sell block; filled by getCart only. */
  crossSells: ProductCard[]
}

/** What every page asks once after hydration: nothing of it is in the cacheable HTML. */
export interface VisitorState {
  itemCount: number
  isLoggedIn: boolean
  isBackofficeUser: boolean
  /** A logged-in user whose cookies name none of their carts: the page asks getAbandoned (§4 login). */
  hasOwnCart: boolean
  wishlist: number[]
  /** Pays member prices now (a valid card on the cart or the profile): the page then asks `memberPrices`. */
  isMember: boolean
}
