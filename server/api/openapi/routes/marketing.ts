import { newsletterSubscribeSchema } from '../../../../common/community/schemas'
import { tagged } from '../registry'

const op = tagged('marketing')

export const marketingOperations = [
  op('POST', '/v1/marketing/newsletter/subscribe', 'Newsletter subscribe', { body: newsletterSubscribeSchema }),
  op('GET', '/v1/marketing/newsletter/confirm', 'Newsletter confirm'),
  op('GET', '/v1/marketing/newsletter/unsubscribe', 'Newsletter unsubscribe'),
  op('POST', '/v1/marketing/newsletter/unsubscribe', 'Newsletter unsubscribe'),
  op('GET', '/v1/marketing/newsletter/export', 'Newsletter export', { access: 'content' }),
]
