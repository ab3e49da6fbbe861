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

const session = 'No cart session (CART_SESSION_MISSING), or one that is not this shopper\'s (CART_SESSION_INVALID): start a new one.'
const sessionErrors = { 409: session }
const lineErrors = { 404: 'The line is not in this cart (ITEM_NOT_IN_CART).', 409: session }

export const cartOperations = [
  op('POST', '/v1/ecommerce/cart/getCart', 'The cart of this session with its lines, totals and notices', { body: getCartSchema, response: cartViewSchema, errors: sessionErrors }),
  op('POST', '/v1/ecommerce/cart/validateCart', 'The cart re-priced now, to compare with what the shopper saw before ordering', { body: getCartSchema, response: cartValidationSchema, errors: sessionErrors }),
  op('GET', '/v1/ecommerce/cart/getNewCartSession', 'Start an empty cart and set its session cookies', { status: 201, response: cartSessionSchema }),
  op('POST', '/v1/ecommerce/cart/getAbandoned', 'Bring back the shopper\'s last open cart after login, merged with the guest cart', {
    body: getCartSchema,
    access: 'user',
    response: abandonedCartSchema,
  }),
  op('POST', '/v1/ecommerce/cart/addItem', 'Add a product to the cart (a cart is started if there is none)', { body: addItemSchema, response: cartViewSchema, errors: { 404: 'No purchasable product has this id (PRODUCT_NOT_FOUND).', 409: `Not enough in stock (OUT_OF_STOCK); or: ${session}` } }),
  op('PATCH', '/v1/ecommerce/cart/updateItem', 'Change the quantity of a cart line', { body: updateItemSchema, response: cartViewSchema, errors: { ...lineErrors, 409: `Not enough in stock (OUT_OF_STOCK); or: ${session}` } }),
  op('DELETE', '/v1/ecommerce/cart/deleteItem/{itemId}', 'Remove a line from the cart', { query: sessionQuery, params: { itemId: itemIdParam }, response: cartViewSchema, errors: lineErrors }),
  op('POST', '/v1/ecommerce/cart/clearCart', 'Empty the cart', { body: getCartSchema, response: cartViewSchema, errors: sessionErrors }),
  op('POST', '/v1/ecommerce/cart/applyCoupon', 'Apply a coupon code to the cart (rate-limited)', { body: applyCouponSchema, response: cartViewSchema, errors: { 409: `The code is no coupon of this shop (COUPON_NOT_FOUND); or: ${session}`, 429: 'Too many codes tried; wait a minute.' } }),
  op('POST', '/v1/ecommerce/cart/removeCoupon', 'Take the coupon off the cart', { body: getCartSchema, response: cartViewSchema, errors: sessionErrors }),
  op('POST', '/v1/ecommerce/cart/applyMemberCard', 'Apply a member card to the cart for member prices', { body: applyMemberCardSchema, response: cartViewSchema, errors: { 401: 'Member cards are for logged-in buyers.', 409: `The card belongs to another account (MEMBER_CARD_TAKEN); or: ${session}`, 429: 'Too many cards tried; wait a minute.' } }),
  op('POST', '/v1/ecommerce/cart/updateGuestUser', 'Save the guest buyer\'s details for this cart (the same as user/web/updateGuestUser)', { body: guestUserSchema, response: guestViewSchema }),
  op('PATCH', '/v1/ecommerce/cart/updateDeliveryMethod', 'Choose the cart\'s delivery method (the same as delivery/saveDeliveryMethod)', {
    body: saveDeliveryMethodSchema,
    response: deliveryMethodViewSchema,
    errors: checkoutCartErrors,
  }),
  op('POST', '/v1/ecommerce/cart/updateInstructions', 'Save the buyer\'s delivery instructions on the cart', { body: instructionsSchema, response: cartViewSchema, errors: sessionErrors }),
]
