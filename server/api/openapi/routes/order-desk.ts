import { orderIdParam, slugParam } from '../../order-desk'
import { orderDeskQuerySchema, orderNoteSchema, orderStatusChangeSchema } from '../../../../common/checkout/schemas'
import { savedSchema } from '../../../../common/http/ack-schema'
import { orderShipmentSchema } from '../../../../common/orders/shipment'
import { deskOrderDetailSchema, deskOrderListSchema, memberOrderHistorySchema, memberOrderViewSchema, orderStatusChangeResultSchema } from '../../../../common/orders/order-view-schema'
import { tagged } from '../registry'

const op = tagged('order-desk')
const noOrder = { 404: 'No such order on this site.' }
const memberNoOrder = { 404: 'No such order among this member\'s own orders.' }

export const orderDeskOperations = [
  op('GET', '/v1/ecommerce/order/history', 'The logged-in member\'s latest orders', { access: 'user', response: memberOrderHistorySchema }),
  op('GET', '/v1/ecommerce/order/get/{slug}', 'One of the logged-in member\'s orders', { params: { slug: slugParam }, access: 'user', response: memberOrderViewSchema, errors: memberNoOrder }),
  op('GET', '/v1/backoffice/orders', 'Orders: server-paged, sorted and filtered', { query: orderDeskQuerySchema, access: 'orders', response: deskOrderListSchema }),
  op('GET', '/v1/backoffice/orders/export.csv', 'Orders of the current filter as CSV', { query: orderDeskQuerySchema, access: 'orders', file: { types: ['text/csv'], description: 'The filtered orders as CSV.' } }),
  op('GET', '/v1/backoffice/orders/{id}', 'One order with its lines, payments and history', { params: { id: orderIdParam }, access: 'orders', response: deskOrderDetailSchema, errors: noOrder }),
  op('POST', '/v1/backoffice/orders/{id}/status', 'Change an order\'s status (the customer is e-mailed)', {
    body: orderStatusChangeSchema,
    params: { id: orderIdParam },
    access: 'orders',
    response: orderStatusChangeResultSchema,
    errors: { ...noOrder, 409: 'The order cannot move from its current status to the one asked for.' },
  }),
  op('PUT', '/v1/backoffice/orders/{id}/shipment', 'Record an order\'s shipment: carrier, tracking number, https tracking link (named in the "sent" e-mail)', { body: orderShipmentSchema, params: { id: orderIdParam }, access: 'orders', response: orderShipmentSchema, errors: noOrder }),
  op('POST', '/v1/backoffice/orders/{id}/note', 'Add an internal note to an order', { body: orderNoteSchema, params: { id: orderIdParam }, access: 'orders', response: savedSchema, status: 201, errors: noOrder }),
]
