import { deliveryMethodSaveSchema, methodActiveSchema, paymentMethodSaveSchema, shippingListQuerySchema } from '../../../../common/shipping/schemas'
import { dbIdParamSchema } from '../../../../common/validation/numbers'
import { tagged } from '../registry'

const op = tagged('admin-shipping')
const id = { id: dbIdParamSchema }

/** ADR 032: delivery and payment methods, as checkout reads them. */
export const adminShippingOperations = [
  op('GET', '/v1/backoffice/delivery-methods', 'Delivery methods: server-paged, by code/name and on/off', { query: shippingListQuerySchema, access: 'settings' }),
  op('POST', '/v1/backoffice/delivery-methods', 'Create a delivery method with its pickup branches', { body: deliveryMethodSaveSchema, access: 'settings' }),
  op('GET', '/v1/backoffice/delivery-methods/{id}', 'One delivery method with its prices, countries and branches', { params: id, access: 'settings' }),
  op('PUT', '/v1/backoffice/delivery-methods/{id}', 'Change a delivery method and its branches', { body: deliveryMethodSaveSchema, params: id, access: 'settings' }),
  op('POST', '/v1/backoffice/delivery-methods/{id}/active', 'Turn a delivery method on or off', { body: methodActiveSchema, params: id, access: 'settings' }),
  op('GET', '/v1/backoffice/payment-methods', 'Payment methods: server-paged, by code/name and on/off', { query: shippingListQuerySchema, access: 'settings' }),
  op('POST', '/v1/backoffice/payment-methods', 'Create a payment method', { body: paymentMethodSaveSchema, access: 'settings' }),
  op('GET', '/v1/backoffice/payment-methods/providers', 'Which card and PayPal settings the environment holds (no secrets)', { access: 'settings' }),
  op('GET', '/v1/backoffice/payment-methods/{id}', 'One payment method', { params: id, access: 'settings' }),
  op('PUT', '/v1/backoffice/payment-methods/{id}', 'Change a payment method', { body: paymentMethodSaveSchema, params: id, access: 'settings' }),
  op('POST', '/v1/backoffice/payment-methods/{id}/active', 'Turn a payment method on or off', { body: methodActiveSchema, params: id, access: 'settings' }),
]
