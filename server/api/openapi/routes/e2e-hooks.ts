import { cardProcessorCallsSchema, cardProcessorChoiceSchema, outboxEmailListSchema, rateLimitsResetSchema } from '../../../../common/e2e/e2e-hooks-schema'
import { outboxQuerySchema } from '../../e2e-hooks'
import { tagged } from '../registry'

const op = tagged('e2e-hooks')

const hooksOff = 'The server runs without IZLOG_E2E_HOOKS=1: the hooks do not exist.'

export const e2eHooksOperations = [
  op('POST', '/_e2e/reset-rate-limits', 'Browser tests only: reset the rate limits', { response: rateLimitsResetSchema, errors: { 404: hooksOff } }),
  op('POST', '/_e2e/card-processor', 'Browser tests only: card payments of the next orders through the CorvusPay fake, or the test gateway', {
    body: cardProcessorChoiceSchema,
    response: cardProcessorChoiceSchema,
    errors: { 404: `${hooksOff} Or \`corvuspay\` without the CorvusPay fake started (E2E_CORVUSPAY_NOT_STARTED).` },
  }),
  op('GET', '/_e2e/card-processor/calls', 'Browser tests only: the calls the CorvusPay fake received (refund, partial_refund, status, …)', {
    response: cardProcessorCallsSchema,
    errors: { 404: hooksOff },
  }),
  op('GET', '/_e2e/outbox', 'Browser tests only: queued e-mails to an address', { query: outboxQuerySchema, response: outboxEmailListSchema, errors: { 404: hooksOff } }),
]
