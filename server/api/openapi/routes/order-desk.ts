import { orderIdParam, slugParam } from '../../order-desk'
import { orderDeskQuerySchema, orderNoteSchema, orderStatusChangeSchema } from '../../../../common/checkout/schemas'
import { tagged } from '../registry'

const op = tagged('order-desk')

export const orderDeskOperations = [
  op('GET', '/v1/ecommerce/order/history', 'Order history', { access: 'user' }),
  op('GET', '/v1/ecommerce/order/get/{slug}', 'Order get', { params: { slug: slugParam }, access: 'user' }),
  op('GET', '/v1/backoffice/orders', 'Orders: server-paged, sorted and filtered', { query: orderDeskQuerySchema, access: 'orders' }),
  op('GET', '/v1/backoffice/orders/export.csv', 'Orders of the current filter as CSV', { query: orderDeskQuerySchema, access: 'orders' }),
  op('GET', '/v1/backoffice/orders/{id}', 'One order with its lines, payments and history', { params: { id: orderIdParam }, access: 'orders' }),
  op('POST', '/v1/backoffice/orders/{id}/status', 'Change an order\'s status (the customer is e-mailed)', { body: orderStatusChangeSchema, params: { id: orderIdParam }, access: 'orders' }),
  op('POST', '/v1/backoffice/orders/{id}/note', 'Add an internal note to an order', { body: orderNoteSchema, params: { id: orderIdParam }, access: 'orders' }),
]
