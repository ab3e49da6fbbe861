import { orderIdParam, slugParam } from '../../order-desk'
import { orderDeskQuerySchema, orderNoteSchema, orderStatusChangeSchema } from '../../../../common/checkout/schemas'
import { orderShipmentSchema } from '../../../../common/orders/shipment'
import { tagged } from '../registry'

const op = tagged('order-desk')

export const orderDeskOperations = [
  op('GET', '/v1/ecommerce/order/history', 'The logged-in member\'s latest orders', { access: 'user' }),
  op('GET', '/v1/ecommerce/order/get/{slug}', 'One of the logged-in member\'s orders', { params: { slug: slugParam }, access: 'user' }),
  op('GET', '/v1/backoffice/orders', 'Orders: server-paged, sorted and filtered', { query: orderDeskQuerySchema, access: 'orders' }),
  op('GET', '/v1/backoffice/orders/export.csv', 'Orders of the current filter as CSV', { query: orderDeskQuerySchema, access: 'orders' }),
  op('GET', '/v1/backoffice/orders/{id}', 'One order with its lines, payments and history', { params: { id: orderIdParam }, access: 'orders' }),
  op('POST', '/v1/backoffice/orders/{id}/status', 'Change an order\'s status (the customer is e-mailed)', { body: orderStatusChangeSchema, params: { id: orderIdParam }, access: 'orders' }),
  op('PUT', '/v1/backoffice/orders/{id}/shipment', 'Record an order\'s shipment: carrier, tracking number, https tracking link (named in the "sent" e-mail)', { body: orderShipmentSchema, params: { id: orderIdParam }, access: 'orders' }),
  op('POST', '/v1/backoffice/orders/{id}/note', 'Add an internal note to an order', { body: orderNoteSchema, params: { id: orderIdParam }, access: 'orders' }),
]
