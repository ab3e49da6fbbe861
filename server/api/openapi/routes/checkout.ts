import { z } from 'zod'
import { applicableDeliveryMethodsSchema, checkoutAddressStepSchema, orderCreateSchema, saveDeliveryMethodSchema, savePaymentMethodSchema } from '../../../../common/checkout/schemas'
import {
  checkoutAddressStateSchema,
  checkoutCountrySchema,
  countryDeliveryMethodsSchema,
  deliveryMethodViewSchema,
  orderCreateResponseSchema,
  paymentMethodViewSchema,
} from '../../../../common/checkout/checkout-view-schema'
import { tagged } from '../registry'

const op = tagged('checkout')

/** Every checkout step opens the session's cart (server/checkout/checkout-cart.ts). */
export const checkoutCartErrors = { 409: 'No cart session, the session names no open cart of yours (CART_SESSION_INVALID), or the cart is empty (CART_EMPTY).' } as const

export const checkoutOperations = [
  op('POST', '/v1/ecommerce/checkout/getAvailableCountries', 'The countries the shop delivers to', { response: z.array(checkoutCountrySchema) }),
  op('POST', '/v1/ecommerce/checkout/getDeliveryByAvailableCountries', 'Each delivery country with the delivery methods the cart may use there', {
    body: applicableDeliveryMethodsSchema,
    response: z.array(countryDeliveryMethodsSchema),
    errors: checkoutCartErrors,
  }),
  op('POST', '/v1/ecommerce/checkout/saveAddress', 'Save the checkout\'s delivery and billing address (a guest\'s details too)', {
    body: checkoutAddressStepSchema,
    response: checkoutAddressStateSchema,
    errors: checkoutCartErrors,
  }),
  op('POST', '/v1/ecommerce/delivery/getApplicableDeliveryMethods', 'The delivery methods the cart may use', {
    body: applicableDeliveryMethodsSchema,
    response: z.array(deliveryMethodViewSchema),
    errors: checkoutCartErrors,
  }),
  op('PUT', '/v1/ecommerce/delivery/saveDeliveryMethod', 'Choose the cart\'s delivery method', { body: saveDeliveryMethodSchema, response: deliveryMethodViewSchema, errors: checkoutCartErrors }),
  op('POST', '/v1/ecommerce/payment/getApplicablePaymentMethods', 'The payment methods the cart may use', {
    body: applicableDeliveryMethodsSchema,
    response: z.array(paymentMethodViewSchema),
    errors: checkoutCartErrors,
  }),
  op('PUT', '/v1/ecommerce/payment/savePaymentMethod', 'Choose the cart\'s payment method', { body: savePaymentMethodSchema, response: paymentMethodViewSchema, errors: checkoutCartErrors }),
  op('POST', '/v1/ecommerce/order/create', 'Place the order from the cart (a cart that changed meanwhile is refused with the new cart)', {
    body: orderCreateSchema,
    response: orderCreateResponseSchema,
    errors: {
      409: 'The order cannot be placed: CART_UPDATED (prices or stock changed; `data` is the new cart), CART_SESSION_INVALID, CART_EMPTY, OUT_OF_STOCK, or a checkout step is missing (address, delivery method or branch, payment method).',
      429: 'Too many orders from this address or for this cart; wait and retry (Retry-After).',
    },
  }),
]
