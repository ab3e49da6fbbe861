import { applicableDeliveryMethodsSchema, checkoutAddressStepSchema, orderCreateSchema, saveDeliveryMethodSchema, savePaymentMethodSchema } from '../../../../common/checkout/schemas'
import { tagged } from '../registry'

const op = tagged('checkout')

export const checkoutOperations = [
  op('POST', '/v1/ecommerce/checkout/getAvailableCountries', 'The countries the shop delivers to'),
  op('POST', '/v1/ecommerce/checkout/getDeliveryByAvailableCountries', 'Each delivery country with the delivery methods the cart may use there', { body: applicableDeliveryMethodsSchema }),
  op('POST', '/v1/ecommerce/checkout/saveAddress', 'Save the checkout\'s delivery and billing address (a guest\'s details too)', { body: checkoutAddressStepSchema }),
  op('POST', '/v1/ecommerce/delivery/getApplicableDeliveryMethods', 'The delivery methods the cart may use', { body: applicableDeliveryMethodsSchema }),
  op('PUT', '/v1/ecommerce/delivery/saveDeliveryMethod', 'Choose the cart\'s delivery method', { body: saveDeliveryMethodSchema }),
  op('POST', '/v1/ecommerce/payment/getApplicablePaymentMethods', 'The payment methods the cart may use', { body: applicableDeliveryMethodsSchema }),
  op('PUT', '/v1/ecommerce/payment/savePaymentMethod', 'Choose the cart\'s payment method', { body: savePaymentMethodSchema }),
  op('POST', '/v1/ecommerce/order/create', 'Place the order from the cart (a cart that changed meanwhile is refused with the new cart)', { body: orderCreateSchema }),
]
