import { addItemSchema, applyCouponSchema, applyMemberCardSchema, getCartSchema, instructionsSchema, updateItemSchema } from '../../../../common/cart/schemas'
import { itemIdParam, sessionQuery } from '../../cart'
import { tagged } from '../registry'

const op = tagged('cart')

export const cartOperations = [
  op('POST', '/v1/ecommerce/cart/getCart', 'Cart get cart', { body: getCartSchema }),
  op('POST', '/v1/ecommerce/cart/validateCart', 'Cart validate cart', { body: getCartSchema }),
  op('GET', '/v1/ecommerce/cart/getNewCartSession', 'Cart get new cart session'),
  op('POST', '/v1/ecommerce/cart/getAbandoned', 'Cart get abandoned', { body: getCartSchema, access: 'user' }),
  op('POST', '/v1/ecommerce/cart/addItem', 'Cart add item', { body: addItemSchema }),
  op('PATCH', '/v1/ecommerce/cart/updateItem', 'Cart update item', { body: updateItemSchema }),
  op('DELETE', '/v1/ecommerce/cart/deleteItem/{itemId}', 'Cart delete item', { query: sessionQuery, params: { itemId: itemIdParam } }),
  op('POST', '/v1/ecommerce/cart/clearCart', 'Cart clear cart', { body: getCartSchema }),
  op('POST', '/v1/ecommerce/cart/applyCoupon', 'Cart apply coupon', { body: applyCouponSchema }),
  op('POST', '/v1/ecommerce/cart/removeCoupon', 'Cart remove coupon', { body: getCartSchema }),
  op('POST', '/v1/ecommerce/cart/applyMemberCard', 'Cart apply member card', { body: applyMemberCardSchema }),
  op('POST', '/v1/ecommerce/cart/updateGuestUser', 'Cart update guest user'),
  op('PATCH', '/v1/ecommerce/cart/updateDeliveryMethod', 'Cart update delivery method'),
  op('POST', '/v1/ecommerce/cart/updateInstructions', 'Cart update instructions', { body: instructionsSchema }),
]
