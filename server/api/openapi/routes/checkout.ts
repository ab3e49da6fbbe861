import { applicableDeliveryMethodsSchema, checkoutAddressStepSchema, orderCreateSchema, saveDeliveryMethodSchema, savePaymentMethodSchema } from '../../../../common/checkout/schemas'
import { tagged } from '../registry'

const op = tagged('checkout')

export const checkoutOperations = [
  op('POST', '/v1/ecommerce/checkout/getAvailableCountries', 'Checkout get available countries'),
  op('POST', '/v1/ecommerce/checkout/getDeliveryByAvailableCountries', 'Checkout get delivery by available countries', { body: applicableDeliveryMethodsSchema }),
  op('POST', '/v1/ecommerce/checkout/saveAddress', 'Checkout save address', { body: checkoutAddressStepSchema }),
  op('POST', '/v1/ecommerce/delivery/getApplicableDeliveryMethods', 'Delivery get applicable delivery methods', { body: applicableDeliveryMethodsSchema }),
  op('PUT', '/v1/ecommerce/delivery/saveDeliveryMethod', 'Delivery save delivery method', { body: saveDeliveryMethodSchema }),
  op('POST', '/v1/ecommerce/payment/getApplicablePaymentMethods', 'Payment get applicable payment methods', { body: applicableDeliveryMethodsSchema }),
  op('PUT', '/v1/ecommerce/payment/savePaymentMethod', 'Payment save payment method', { body: savePaymentMethodSchema }),
  op('POST', '/v1/ecommerce/order/create', 'Order create', { body: orderCreateSchema }),
]
