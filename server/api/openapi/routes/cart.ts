import { addItemSchema, applyCouponSchema, applyMemberCardSchema, getCartSchema, instructionsSchema, updateItemSchema } from '../../../../common/cart/schemas'
import { cartValidationSchema, cartViewSchema } from '../../../../common/cart/cart-view-schema'
import { cartSessionSchema } from '../../../../common/cart/schemas'
import { itemIdParam, sessionQuery } from '../../cart'
import { tagged } from '../registry'

const op = tagged('cart')

export const cartOperations = [
  op('POST', '/v1/ecommerce/cart/getCart', 'Cart get cart', { body: getCartSchema, response: cartViewSchema }),
  op('POST', '/v1/ecommerce/cart/validateCart', 'Cart validate cart', { body: getCartSchema, response: cartValidationSchema }),
  op('GET', '/v1/ecommerce/cart/getNewCartSession', 'Cart get new cart session', { status: 201, response: cartSessionSchema }),
  op('POST', '/v1/ecommerce/cart/getAbandoned', 'Cart get abandoned', { body: getCartSchema, access: 'user' }),
  op('POST', '/v1/ecommerce/cart/addItem', 'Cart add item', { body: addItemSchema, response: cartViewSchema }),
  op('PATCH', '/v1/ecommerce/cart/updateItem', 'Cart update item', { body: updateItemSchema, response: cartViewSchema }),
  op('DELETE', '/v1/ecommerce/cart/deleteItem/{itemId}', 'Cart delete item', { query: sessionQuery, params: { itemId: itemIdParam }, response: cartViewSchema }),
  op('POST', '/v1/ecommerce/cart/clearCart', 'Cart clear cart', { body: getCartSchema, response: cartViewSchema }),
  op('POST', '/v1/ecommerce/cart/applyCoupon', 'Cart apply coupon', { body: applyCouponSchema, response: cartViewSchema }),
  op('POST', '/v1/ecommerce/cart/removeCoupon', 'Cart remove coupon', { body: getCartSchema, response: cartViewSchema }),
  op('POST', '/v1/ecommerce/cart/applyMemberCard', 'Cart apply member card', { body: applyMemberCardSchema, response: cartViewSchema }),
  op('POST', '/v1/ecommerce/cart/updateGuestUser', 'Cart update guest user'),
  op('PATCH', '/v1/ecommerce/cart/updateDeliveryMethod', 'Cart update delivery method'),
  op('POST', '/v1/ecommerce/cart/updateInstructions', 'Cart update instructions', { body: instructionsSchema, response: cartViewSchema }),
]
