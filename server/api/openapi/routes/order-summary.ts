import { orderSummaryViewSchema } from '../../../../common/checkout/order-summary-schema'
import { tagged } from '../registry'

const op = tagged('order-summary')

export const orderSummaryOperations = [
  op('GET', '/v1/ecommerce/order/getBySlug/{slug}', 'The order a buyer just placed, by its secret slug', { response: orderSummaryViewSchema, errors: { 404: 'No order has this slug.' } }),
  op('GET', '/v1/ecommerce/order/paymentSlip/{file}', 'The bank-transfer payment slip of an order as a PNG (`{slug}.png`)', {
    errors: { 404: 'No order has this slug, it owes no bank transfer, the shop has no bank account set, or the name does not end in `.png`.' },
    file: { types: ['image/png'], description: 'The HUB-3 payment slip with its barcode (PNG).' },
  }),
]
