import { addItemSchema, applyCouponSchema, applyMemberCardSchema, getCartSchema, instructionsSchema, updateItemSchema } from '../../../../common/cart/schemas'
import { cartValidationSchema, cartViewSchema } from '../../../../common/cart/cart-view-schema'
import { abandonedCartSchema } from '../../../../common/cart/abandoned-cart-schema'
import { cartSessionSchema } from '../../../../common/cart/schemas'
import { deliveryMethodViewSchema } from '../../../../common/checkout/checkout-view-schema'
import { saveDeliveryMethodSchema } from '../../../../common/checkout/schemas'
import { guestUserSchema } from '../../../../common/users/schemas'
import { guestViewSchema } from '../../../../common/users/user-view-schema'
import { itemIdParam, sessionQuery } from '../../cart'
import { tagged } from '../registry'
import { checkoutCartErrors } from './checkout'

const op = tagged('cart')

export const cartOperations = [
  op('POST', '/v1/ecommerce/cart/getCart', 'The cart of this session with its lines, totals and notices', { body: getCartSchema, response: cartViewSchema }),
  op('POST', '/v1/ecommerce/cart/validateCart', 'The cart re-priced now, to compare with what the shopper saw before ordering', { body: getCartSchema, response: cartValidationSchema }),
  op('GET', '/v1/ecommerce/cart/getNewCartSession', 'Start an empty cart and set its session cookies', { status: 201, response: cartSessionSchema }),
  op('POST', '/v1/ecommerce/cart/getAbandoned', 'Bring back the shopper\'s last open cart after login, merged with the guest cart', {
    body: getCartSchema,
    access: 'user',
    response: abandonedCartSchema,
  }),
  op('POST', '/v1/ecommerce/cart/addItem', 'Add a product to the cart (a cart is started if there is none)', { body: addItemSchema, response: cartViewSchema }),
  op('PATCH', '/v1/ecommerce/cart/updateItem', 'Change the quantity of a cart line', { body: updateItemSchema, response: cartViewSchema }),
  op('DELETE', '/v1/ecommerce/cart/deleteItem/{itemId}', 'Remove a line from the cart', { query: sessionQuery, params: { itemId: itemIdParam }, response: cartViewSchema }),
  op('POST', '/v1/ecommerce/cart/clearCart', 'Empty the cart', { body: getCartSchema, response: cartViewSchema }),
  op('POST', '/v1/ecommerce/cart/applyCoupon', 'Apply a coupon code to the cart (rate-limited)', { body: applyCouponSchema, response: cartViewSchema }),
  op('POST', '/v1/ecommerce/cart/removeCoupon', 'Take the coupon off the cart', { body: getCartSchema, response: cartViewSchema }),
  op('POST', '/v1/ecommerce/cart/applyMemberCard', 'Apply a member card to the cart for member prices', { body: applyMemberCardSchema, response: cartViewSchema }),
  op('POST', '/v1/ecommerce/cart/updateGuestUser', 'Save the guest buyer\'s details for this cart (the same as user/web/updateGuestUser)', { body: guestUserSchema, response: guestViewSchema }),
  op('PATCH', '/v1/ecommerce/cart/updateDeliveryMethod', 'Choose the cart\'s delivery method (the same as delivery/saveDeliveryMethod)', {
    body: saveDeliveryMethodSchema,
    response: deliveryMethodViewSchema,
    errors: checkoutCartErrors,
  }),
  op('POST', '/v1/ecommerce/cart/updateInstructions', 'Save the buyer\'s delivery instructions on the cart', { body: instructionsSchema, response: cartViewSchema }),
]
