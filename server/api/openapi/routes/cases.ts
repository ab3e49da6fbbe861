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
import { caseIdParam } from '../../cases'
import { orderIdParam } from '../../order-desk'
import { tagged } from '../registry'

const op = tagged('cases')

export const casesOperations = [
  op('POST', '/v1/ecommerce/cases/order', 'Find an order by number and e-mail (a member\'s own by number): its lines and the withdrawal period; one answer for a wrong number or e-mail, rate-limited', { body: caseAccessSchema }),
  op('POST', '/v1/ecommerce/cases/withdrawal/prepare', 'Withdrawal step 1: check the statement (period, lines, eProducts) and hand out the confirm key; stores nothing', { body: withdrawalStatementSchema }),
  op('POST', '/v1/ecommerce/cases/withdrawal/confirm', 'Withdrawal step 2 ("Potvrdi raskid"): open the case and e-mail the acknowledgement; the same confirm key answers the same case', { body: withdrawalConfirmSchema }),
  op('POST', '/v1/ecommerce/cases/complaint', 'Open a complaint (reklamacija) with chosen lines, a description and photos from the public upload', { body: complaintSchema }),
  op('GET', '/v1/ecommerce/cases/withdrawal-form.pdf', 'The model withdrawal form (ZZP annex) as a PDF in the request\'s language'),
  op('GET', '/v1/backoffice/cases', 'Withdrawals and complaints: newest first, filtered by kind and status, with each deadline', { query: caseDeskQuerySchema, access: 'orders' }),
  op('GET', '/v1/backoffice/cases/order/{orderId}', 'The cases of one order with their lines', { params: { orderId: orderIdParam }, access: 'orders' }),
  op('POST', '/v1/backoffice/cases/{id}/goods-received', 'A withdrawal\'s goods received back for one line (partly possible)', { body: caseGoodsReceivedSchema, params: { id: caseIdParam }, access: 'orders' }),
  op('POST', '/v1/backoffice/cases/{id}/reply', 'Answer a complaint: kept with the case and e-mailed to the buyer', { body: caseReplySchema, params: { id: caseIdParam }, access: 'orders' }),
  op('POST', '/v1/backoffice/cases/{id}/refuse', 'Refuse a case with a reason (e-mailed to the buyer)', { body: caseRefuseSchema, params: { id: caseIdParam }, access: 'orders' }),
  op('POST', '/v1/backoffice/cases/{id}/close', 'Close an answered complaint', { params: { id: caseIdParam }, access: 'orders' }),
]
