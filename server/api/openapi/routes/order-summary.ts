
import { tagged } from '../registry'

const op = tagged('order-summary')

export const orderSummaryOperations = [
  op('GET', '/v1/ecommerce/order/getBySlug/{slug}', 'Order get by slug'),
  op('GET', '/v1/ecommerce/order/paymentSlip/{file}', 'Order payment slip'),
]
