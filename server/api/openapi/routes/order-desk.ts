import { orderIdParam, slugParam } from '../../order-desk'
import { orderDeskQuerySchema, orderNoteSchema, orderStatusChangeSchema } from '../../../../common/checkout/schemas'
import { tagged } from '../registry'

const op = tagged('order-desk')

export const orderDeskOperations = [
  op('GET', '/v1/ecommerce/order/history', 'Order history', { access: 'user' }),
  op('GET', '/v1/ecommerce/order/get/{slug}', 'Order get', { params: { slug: slugParam }, access: 'user' }),
  op('GET', '/v1/backoffice/orders', 'Orders', { query: orderDeskQuerySchema, access: 'orders' }),
  op('GET', '/v1/backoffice/orders/export.csv', 'Orders export csv', { query: orderDeskQuerySchema, access: 'orders' }),
  op('GET', '/v1/backoffice/orders/{id}', 'Orders', { params: { id: orderIdParam }, access: 'orders' }),
  op('POST', '/v1/backoffice/orders/{id}/status', 'Orders status', { body: orderStatusChangeSchema, params: { id: orderIdParam }, access: 'orders' }),
  op('POST', '/v1/backoffice/orders/{id}/note', 'Orders note', { body: orderNoteSchema, params: { id: orderIdParam }, access: 'orders' }),
]
