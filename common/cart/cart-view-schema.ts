import { z } from 'zod'
import { productCardSchema, productFormatSchema } from '../catalog/product-card-schema'
import { mediaViewSchema } from '../media/media-view-schema'
import { cartItemOptionsSchema } from './schemas'
import type { CartView } from './types'

const amounts = {
  itemsTotal: z.number(),
  coupon: z.number(),
  loyalty: z.number(),
  cartTotal: z.number(),
  delivery: z.number(),
  orderTotal: z.number(),
}
const cartPricesSchema = z.object({ ...amounts, tax: z.object(amounts) })

const cartItemViewSchema = z.object({
  itemId: z.number().int(),
  productId: z.number().int(),
  qty: z.number().int(),
  maxQty: z.number().int().nullable(),
  reservation: z.boolean(),
  productData: z.object({
    id: z.number().int(),
    slug: z.string(),
    mainProductSlug: z.string(),
    isVisibleIndividually: z.boolean(),
    stockQuantity: z.number().nullable(),
    infiniteQuantity: z.boolean(),
    format: productFormatSchema,
    name: z.string(),
    media: mediaViewSchema.nullable(),
    details: z.array(z.string()),
  }),
  options: cartItemOptionsSchema,
  isMemberPrice: z.boolean(),
  regularPrice: z.number(),
  prices: z.object({
    converted: z.object({ finalPrice: z.number(), row: z.number() }),
    base: z.object({ finalPrice: z.number(), cartTotal: z.number() }),
  }),
})

const couponProblemSchema = z.enum(['notFound', 'inactive', 'notStarted', 'expired', 'usedUp', 'minimum', 'notApplicable'])
const cartNoticeSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('stockCorrected'), itemId: z.number().int(), qty: z.number().int() }),
  z.object({ code: z.literal('couponRemoved'), reason: couponProblemSchema }),
  z.object({ code: z.literal('memberCardInvalid') }),
])

/** The answer schema of a §3 `CartView` (getCart, addItem, …). */
export const cartViewSchema = z.object({
  id: z.number().int(),
  protectCode: z.string(),
  locale: z.string(),
  session: z.object({ cartId: z.number().int(), protectCode: z.string() }),
  items: z.array(cartItemViewSchema),
  itemCount: z.number().int(),
  coupon: z.object({ code: z.string(), type: z.enum(['percentage', 'fixed']), value: z.number(), freeDelivery: z.boolean() }).nullable(),
  couponCode: z.string().nullable(),
  memberCardBarcode: z.string().nullable(),
  isMember: z.boolean(),
  instructions: z.string(),
  digitalOnly: z.boolean(),
  deliveryMethodId: z.number().int().nullable(),
  paymentMethodId: z.number().int().nullable(),
  options: z.object({ deliveryBranchId: z.number().int().nullable().optional() }),
  prices: z.object({ converted: cartPricesSchema, base: cartPricesSchema }),
  deliveryQuote: z.object({ isKnown: z.boolean(), freeFrom: z.number().nullable() }),
  notices: z.array(cartNoticeSchema),
  crossSells: z.array(productCardSchema),
}) satisfies z.ZodType<CartView>

/** §7 validateCart. */
export const cartValidationSchema = z.object({ items: z.array(cartItemViewSchema), validateMemberCard: z.boolean(), cart: cartViewSchema })
