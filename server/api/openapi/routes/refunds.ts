import { orderIdParam } from '../../order-desk'
import { batchParam, refundIdParam, refundPreviewSchema } from '../../refunds'
import { refundCreateSchema } from '../../../../common/refunds/refund-schemas'
import { createdRefundSchema, deskRefundSchema, orderRefundsSchema, payoutRowSchema, payoutsPaidSchema, refundPreviewViewSchema } from '../../../../common/refunds/refund-view-schema'
import { z } from '../../../../common/validation/z'
import { replayedAnswer, tagged } from '../registry'

const op = tagged('refunds')

const orderNotFound = 'No such order on this site.'
const notPaid = 'The order is not paid, so there is nothing to refund.'
const debtorMissing = 'The site settings lack the shop\'s bank account (payee and IBAN) the file pays from.'

export const refundsOperations = [
  op('GET', '/v1/backoffice/orders/{id}/refunds', 'An order\'s refunds (lines, money status, storno, payout state) and what is left to refund', { params: { id: orderIdParam }, access: 'orders', response: orderRefundsSchema, errors: { 404: orderNotFound } }),
  op('POST', '/v1/backoffice/orders/{id}/refunds/preview', 'The amount a refund of chosen lines (and the delivery) would move, computed from the order; nothing is written', {
    body: refundPreviewSchema,
    params: { id: orderIdParam },
    access: 'orders',
    response: refundPreviewViewSchema,
    errors: { 404: orderNotFound, 409: notPaid },
  }),
  op('POST', '/v1/backoffice/orders/{id}/refunds', 'Refund chosen lines (and the delivery with the last ones): stock back, storno, coupon, audit, e-mail; card/PayPal through the provider, bank transfer/COD as a payout to an IBAN. Idempotent by its key', {
    body: refundCreateSchema,
    params: { id: orderIdParam },
    access: 'orders',
    response: createdRefundSchema,
    status: 201,
    otherSuccesses: replayedAnswer(createdRefundSchema),
    errors: { 404: orderNotFound, 409: 'The order is not paid, or the idempotency key was used for another order\'s refund.' },
  }),
  op('POST', '/v1/backoffice/orders/{id}/refunds/{refundId}/retry', 'Ask the provider again for a refund whose money it refused; the goods side and the storno stand. A double click asks once', {
    params: { id: orderIdParam, refundId: refundIdParam },
    access: 'orders',
    response: deskRefundSchema,
    errors: { 404: 'No such refund of this order.', 409: 'Only a refund through the provider whose money failed can be retried.' },
  }),
  op('GET', '/v1/backoffice/payouts', 'Refund payouts by credit transfer: pending, exported, paid', { access: 'orders', response: z.array(payoutRowSchema) }),
  op('POST', '/v1/backoffice/payouts/export', 'The pending payouts as one SEPA pain.001.001.03 file (204 when none); they are marked exported', { access: 'orders', errors: { 409: debtorMissing }, file: { types: ['application/xml'], description: 'The pending payouts as a SEPA pain.001 credit transfer file.', noContent: 'No payout is pending.' } }),
  op('GET', '/v1/backoffice/payouts/batches/{batch}', 'An exported pain.001 file again', { params: { batch: batchParam }, access: 'orders', errors: { 404: 'No exported file with this message id.', 409: debtorMissing }, file: { types: ['application/xml'], description: 'An exported batch again, as pain.001.' } }),
  op('POST', '/v1/backoffice/payouts/batches/{batch}/paid', 'Mark an exported file paid: its refunds succeed and each buyer gets an e-mail', { params: { batch: batchParam }, access: 'orders', response: payoutsPaidSchema }),
]
