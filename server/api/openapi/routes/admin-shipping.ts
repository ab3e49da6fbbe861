import { deliveryMethodSaveSchema, methodActiveSchema, paymentMethodSaveSchema, shippingListQuerySchema } from '../../../../common/shipping/schemas'
import { deliveryMethodDetailViewSchema, deliveryMethodPageSchema, paymentMethodDetailViewSchema, paymentMethodPageSchema, paymentProviderStatusSchema } from '../../../../common/shipping/method-view-schema'
import { createdIdSchema, savedSchema } from '../../../../common/http/ack-schema'
import { dbIdParamSchema } from '../../../../common/validation/numbers'
import { tagged } from '../registry'

const op = tagged('admin-shipping')
const id = { id: dbIdParamSchema }
const noDelivery = { 404: 'No such delivery method on this site.' }
const deliveryCodeTaken = { 409: 'Another delivery method of this site already has this code.' }
const noPayment = { 404: 'No such payment method on this site.' }
const paymentCodeTaken = { 409: 'Another payment method of this site already has this code.' }

/** ADR 032: delivery and payment methods, as checkout reads them. */
export const adminShippingOperations = [
  op('GET', '/v1/backoffice/delivery-methods', 'Delivery methods: server-paged, by code/name and on/off', { query: shippingListQuerySchema, access: 'settings', response: deliveryMethodPageSchema }),
  op('POST', '/v1/backoffice/delivery-methods', 'Create a delivery method with its pickup branches', { body: deliveryMethodSaveSchema, access: 'settings', response: createdIdSchema, status: 201, errors: deliveryCodeTaken }),
  op('GET', '/v1/backoffice/delivery-methods/{id}', 'One delivery method with its prices, countries and branches', { params: id, access: 'settings', response: deliveryMethodDetailViewSchema, errors: noDelivery }),
  op('PUT', '/v1/backoffice/delivery-methods/{id}', 'Change a delivery method and its branches', { body: deliveryMethodSaveSchema, params: id, access: 'settings', response: savedSchema, errors: { ...noDelivery, ...deliveryCodeTaken } }),
  op('POST', '/v1/backoffice/delivery-methods/{id}/active', 'Turn a delivery method on or off', { body: methodActiveSchema, params: id, access: 'settings', response: methodActiveSchema, errors: noDelivery }),
  op('GET', '/v1/backoffice/payment-methods', 'Payment methods: server-paged, by code/name and on/off', { query: shippingListQuerySchema, access: 'settings', response: paymentMethodPageSchema }),
  op('POST', '/v1/backoffice/payment-methods', 'Create a payment method', { body: paymentMethodSaveSchema, access: 'settings', response: createdIdSchema, status: 201, errors: paymentCodeTaken }),
  op('GET', '/v1/backoffice/payment-methods/providers', 'Which card and PayPal settings the environment holds (no secrets)', { access: 'settings', response: paymentProviderStatusSchema }),
  op('GET', '/v1/backoffice/payment-methods/{id}', 'One payment method', { params: id, access: 'settings', response: paymentMethodDetailViewSchema, errors: noPayment }),
  op('PUT', '/v1/backoffice/payment-methods/{id}', 'Change a payment method', { body: paymentMethodSaveSchema, params: id, access: 'settings', response: savedSchema, errors: { ...noPayment, ...paymentCodeTaken } }),
  op('POST', '/v1/backoffice/payment-methods/{id}/active', 'Turn a payment method on or off', { body: methodActiveSchema, params: id, access: 'settings', response: methodActiveSchema, errors: noPayment }),
]
