import { orderIdParam } from '../../order-desk'
import { batchParam, refundIdParam, refundPreviewSchema } from '../../refunds'
import { refundCreateSchema } from '../../../../common/refunds/refund-schemas'
import { tagged } from '../registry'

const op = tagged('refunds')

export const refundsOperations = [
  op('GET', '/v1/backoffice/orders/{id}/refunds', 'An order\'s refunds (lines, money status, storno, payout state) and what is left to refund', { params: { id: orderIdParam }, access: 'orders' }),
  op('POST', '/v1/backoffice/orders/{id}/refunds/preview', 'The amount a refund of chosen lines (and the delivery) would move, computed from the order; nothing is written', { body: refundPreviewSchema, params: { id: orderIdParam }, access: 'orders' }),
  op('POST', '/v1/backoffice/orders/{id}/refunds', 'Refund chosen lines (and the delivery with the last ones): stock back, storno, coupon, audit, e-mail; card/PayPal through the provider, bank transfer/COD as a payout to an IBAN. Idempotent by its key', { body: refundCreateSchema, params: { id: orderIdParam }, access: 'orders' }),
  op('POST', '/v1/backoffice/orders/{id}/refunds/{refundId}/retry', 'Ask the provider again for a refund whose money it refused; the goods side and the storno stand. A double click asks once', { params: { id: orderIdParam, refundId: refundIdParam }, access: 'orders' }),
  op('GET', '/v1/backoffice/payouts', 'Refund payouts by credit transfer: pending, exported, paid', { access: 'orders' }),
  op('POST', '/v1/backoffice/payouts/export', 'The pending payouts as one SEPA pain.001.001.03 file (204 when none); they are marked exported', { access: 'orders' }),
  op('GET', '/v1/backoffice/payouts/batches/{batch}', 'An exported pain.001 file again', { params: { batch: batchParam }, access: 'orders' }),
  op('POST', '/v1/backoffice/payouts/batches/{batch}/paid', 'Mark an exported file paid: its refunds succeed and each buyer gets an e-mail', { params: { batch: batchParam }, access: 'orders' }),
]
