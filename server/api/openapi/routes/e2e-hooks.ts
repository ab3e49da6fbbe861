import { outboxQuerySchema } from '../../e2e-hooks'
import { tagged } from '../registry'

const op = tagged('e2e-hooks')

export const e2eHooksOperations = [
  op('POST', '/_e2e/reset-rate-limits', 'Browser tests only: reset the rate limits'),
  op('POST', '/_e2e/card-processor', 'Browser tests only: card payments of the next orders through the CorvusPay fake, or the test gateway'),
  op('GET', '/_e2e/card-processor/calls', 'Browser tests only: the calls the CorvusPay fake received (refund, partial_refund, status, …)'),
  op('GET', '/_e2e/outbox', 'Browser tests only: queued e-mails to an address', { query: outboxQuerySchema }),
]
