import { z } from '../validation/z'

/**
 * One zod schema per cart payload (§7 cart calls), shared by the cart client, the API and the
 * cart service. Prices are never part of a payload: the server prices every line itself.
 */

const id = z.number().int().positive().max(2_147_483_647)

/** §5: a whole number above 0; the cap keeps a typo from asking for a billion units. */
export const MAX_LINE_QUANTITY = 9_999
export const quantitySchema = z.number({ message: 'error.invalidQuantity' }).int('error.invalidQuantity').min(1, 'error.invalidQuantity').max(MAX_LINE_QUANTITY, 'cart.lineLimit')

export const personalizationSchema = z.object({
  optionId: id,
  value: z.union([z.string().trim().max(500), z.number().finite().min(0).max(1_000_000)]),
})

/** §3 bundleOptions: per bundle component (`id`), the chosen variant of a configurable one. */
export const bundleOptionSchema = z.object({
  id,
  options: z.object({ variantId: id.optional() }).strict(),
})

export const cartItemOptionsSchema = z
  .object({
    personalizations: z.array(personalizationSchema).max(20).optional(),
    bundleOptions: z.array(bundleOptionSchema).max(20).optional(),
  })
  .strict()
export type CartItemOptions = z.output<typeof cartItemOptionsSchema>

/** The session a request names: from the body (§7) or, for a browser, the §4 cookies. */
export const cartSessionSchema = z.object({
  cartId: z.coerce.number().int().positive().max(2_147_483_647),
  protectCode: z.string().regex(/^[0-9a-f]{32}$/),
})
export type CartSession = z.output<typeof cartSessionSchema>

const sessionFields = {
  cartId: cartSessionSchema.shape.cartId.optional(),
  protectCode: cartSessionSchema.shape.protectCode.optional(),
  currencyId: z.number().int().positive().optional(),
}

export const getCartSchema = z.object(sessionFields)

export const addItemSchema = z.object({
  ...sessionFields,
  productId: id,
  qty: quantitySchema.default(1),
  options: cartItemOptionsSchema.default({}),
  reservation: z.boolean().default(false),
})
export type AddItemInput = z.output<typeof addItemSchema>

export const updateItemSchema = z.object({
  ...sessionFields,
  itemId: id,
  qty: quantitySchema,
  options: cartItemOptionsSchema.optional(),
})
export type UpdateItemInput = z.output<typeof updateItemSchema>

export const couponCodeSchema = z.string().trim().min(1, 'validation.required').max(40).regex(/^[\p{L}\p{N}_-]+$/u, 'cart.couponNotFound')
export const applyCouponSchema = z.object({ ...sessionFields, couponCode: couponCodeSchema })
export const applyMemberCardSchema = z.object({ ...sessionFields, barcode: z.string().trim().min(1, 'validation.required').max(64) })
export const instructionsSchema = z.object({ ...sessionFields, instructions: z.string().max(2000) })

/** §3 cart form: what the cart page's two small forms submit. */
export const cartFormSchema = z.object({
  coupon: couponCodeSchema,
  memberCardBarcode: applyMemberCardSchema.shape.barcode,
})

export const wishlistCreateSchema = z.object({ product_id: id })
export const wishlistFilterSchema = z.object({ limit: z.coerce.number().int().min(1).max(9999).default(9999) })
