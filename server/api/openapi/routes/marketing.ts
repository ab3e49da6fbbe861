import { newsletterSubscribeSchema } from '../../../../common/community/schemas'
import { newsletterSubscribedSchema } from '../../../../common/community/newsletter-schema'
import { tagged } from '../registry'

const op = tagged('marketing')

export const marketingOperations = [
  op('POST', '/v1/marketing/newsletter/subscribe', 'Subscribe an e-mail address to the newsletter (it confirms by e-mail)', {
    body: newsletterSubscribeSchema,
    response: newsletterSubscribedSchema,
    errors: { 429: 'Too many subscriptions from this IP or for this address; wait and try again.' },
  }),
  op('GET', '/v1/marketing/newsletter/confirm', 'The link in the newsletter\'s confirmation e-mail: confirms and redirects to a message page', { redirect: { status: 302, description: 'To the page that says the subscription is confirmed (or the link is invalid).' } }),
  op('GET', '/v1/marketing/newsletter/unsubscribe', 'The unsubscribe link in a newsletter: unsubscribes and redirects to a message page', { redirect: { status: 302, description: 'To the page that says the address is unsubscribed (or the link is invalid).' } }),
  op('POST', '/v1/marketing/newsletter/unsubscribe', 'One-click unsubscribe (RFC 8058) from a newsletter\'s link', { redirect: { status: 302, description: 'To the page that says the address is unsubscribed (or the link is invalid).' } }),
  op('GET', '/v1/marketing/newsletter/export', 'Newsletter subscribers as CSV', { access: 'content', file: { types: ['text/csv'], description: 'The subscribers as CSV.' } }),
]
