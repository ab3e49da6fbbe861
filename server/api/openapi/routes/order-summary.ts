
import { tagged } from '../registry'

const op = tagged('order-summary')

export const orderSummaryOperations = [
  op('GET', '/v1/ecommerce/order/getBySlug/{slug}', 'The order a buyer just placed, by its secret slug'),
  op('GET', '/v1/ecommerce/order/paymentSlip/{file}', 'The bank-transfer payment slip of an order as a PNG (`{slug}.png`)'),
]
