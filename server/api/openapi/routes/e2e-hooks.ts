import { outboxQuerySchema } from '../../e2e-hooks'
import { tagged } from '../registry'

const op = tagged('e2e-hooks')

export const e2eHooksOperations = [
  op('POST', '/_e2e/reset-rate-limits', 'Browser tests only: reset the rate limits'),
  op('GET', '/_e2e/outbox', 'Browser tests only: queued e-mails to an address', { query: outboxQuerySchema }),
]
