import {
  caseAccessSchema,
  caseDeskQuerySchema,
  caseGoodsReceivedSchema,
  caseRefuseSchema,
  caseReplySchema,
  complaintSchema,
  withdrawalConfirmSchema,
  withdrawalStatementSchema,
} from '../../../../common/cases/schemas'
import { caseListSchema, caseOrderViewSchema, caseViewSchema, goodsReceivedSchema, openedCaseSchema, preparedWithdrawalSchema } from '../../../../common/cases/case-view-schema'
import { z } from '../../../../common/validation/z'
import { caseIdParam } from '../../cases'
import { orderIdParam } from '../../order-desk'
import { savedSchema } from '../../../../common/http/ack-schema'
import { replayedAnswer, tagged } from '../registry'

const op = tagged('cases')

const orderNotFound = 'No order with this number and e-mail (one answer for both, so order numbers cannot be guessed).'
const tooMany = 'Too many attempts for this IP or order number; wait and try again.'
const caseNotFound = 'No such case on this site.'
const wrongState = 'The case is not in a state that allows this (wrong kind, already refused, closed or refunded).'

export const casesOperations = [
  op('POST', '/v1/ecommerce/cases/order', 'Find an order by number and e-mail (a member\'s own by number): its lines and the withdrawal period; one answer for a wrong number or e-mail, rate-limited', { body: caseAccessSchema, response: caseOrderViewSchema, errors: { 404: orderNotFound, 429: tooMany } }),
  op('POST', '/v1/ecommerce/cases/withdrawal/prepare', 'Withdrawal step 1: check the statement (period, lines, eProducts) and hand out the confirm key; stores nothing', {
    body: withdrawalStatementSchema,
    response: preparedWithdrawalSchema,
    errors: { 404: orderNotFound, 409: 'The withdrawal is refused: the order is cancelled, the period is over, a line is an eProduct, or more units than are left.', 429: tooMany },
  }),
  op('POST', '/v1/ecommerce/cases/withdrawal/confirm', 'Withdrawal step 2 ("Potvrdi raskid"): open the case and e-mail the acknowledgement; the same confirm key answers the same case', {
    body: withdrawalConfirmSchema,
    response: openedCaseSchema,
    status: 201,
    otherSuccesses: replayedAnswer(openedCaseSchema),
    errors: { 404: orderNotFound, 409: 'The withdrawal is refused: the order is cancelled, the period is over, a line is an eProduct, or more units than are left.', 429: tooMany },
  }),
  op('POST', '/v1/ecommerce/cases/complaint', 'Open a complaint (reklamacija) with chosen lines, a description and photos from the public upload', {
    body: complaintSchema,
    response: openedCaseSchema,
    status: 201,
    otherSuccesses: replayedAnswer(openedCaseSchema),
    errors: { 404: orderNotFound, 409: 'More units of a line than the order has.', 429: tooMany },
  }),
  op('GET', '/v1/ecommerce/cases/withdrawal-form.pdf', 'The model withdrawal form (ZZP annex) as a PDF in the request\'s language', { file: { types: ['application/pdf'], description: 'The model withdrawal form (PDF).' } }),
  op('GET', '/v1/backoffice/cases', 'Withdrawals and complaints: newest first, filtered by kind and status, with each deadline', { query: caseDeskQuerySchema, access: 'orders', response: caseListSchema }),
  op('GET', '/v1/backoffice/cases/order/{orderId}', 'The cases of one order with their lines', { params: { orderId: orderIdParam }, access: 'orders', response: z.array(caseViewSchema) }),
  op('POST', '/v1/backoffice/cases/{id}/goods-received', 'A withdrawal\'s goods received back for one line (partly possible)', {
    body: caseGoodsReceivedSchema,
    params: { id: caseIdParam },
    access: 'orders',
    response: goodsReceivedSchema,
    errors: { 404: 'No such case on this site, or no such line of it.', 409: 'Only an open withdrawal takes goods back.' },
  }),
  op('POST', '/v1/backoffice/cases/{id}/reply', 'Answer a complaint: kept with the case and e-mailed to the buyer', { body: caseReplySchema, params: { id: caseIdParam }, access: 'orders', response: savedSchema, errors: { 404: caseNotFound, 409: wrongState } }),
  op('POST', '/v1/backoffice/cases/{id}/refuse', 'Refuse a case with a reason (e-mailed to the buyer)', { body: caseRefuseSchema, params: { id: caseIdParam }, access: 'orders', response: savedSchema, errors: { 404: caseNotFound, 409: wrongState } }),
  op('POST', '/v1/backoffice/cases/{id}/close', 'Close an answered complaint', { params: { id: caseIdParam }, access: 'orders', response: savedSchema, errors: { 404: caseNotFound, 409: 'Only an answered complaint can be closed.' } }),
]
