import { outboxQuerySchema } from '../../e2e-hooks'
import { tagged } from '../registry'

const op = tagged('e2e-hooks')

export const e2eHooksOperations = [
  op('POST', '/_e2e/reset-rate-limits', 'Reset rate limits'),
  op('GET', '/_e2e/outbox', 'Outbox', { query: outboxQuerySchema }),
]
