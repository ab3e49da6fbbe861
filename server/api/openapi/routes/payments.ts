import { processorFields } from '../../card-processor-results'
import { resultFields, successBody } from '../../payments'
import { paymentDestinationSchema, paymentNotifiedSchema, processorNotifiedSchema } from '../../../../common/payments/payment-outcome-schema'
import { tagged } from '../registry'

const op = tagged('payments')

const unknownOrder = 'No order of this site has this slug.'
const noProcessor = 'This shop is not set up with the card processor the path names.'

export const paymentsOperations = [
  op('POST', '/v1/ecommerce/order/pgSuccess/{id}', 'Report a card payment\'s result; answers where to send the buyer', { body: successBody, response: paymentDestinationSchema, errors: { 404: unknownOrder } }),
  op('GET', '/v1/ecommerce/order/pgReturn/{id}', 'The buyer\'s browser back from the card payment form: redirects onwards', { query: resultFields, redirect: { status: 303, description: 'To the order\'s success or failure page.' } }),
  op('POST', '/v1/ecommerce/order/pgNotify/{id}', 'Payment result from the card provider\'s server', { body: resultFields, response: paymentNotifiedSchema, errors: { 404: unknownOrder } }),
  op('POST', '/v1/ecommerce/order/paypalSuccess/{id}', 'Complete a PayPal payment after the buyer approved it', { body: successBody, response: paymentDestinationSchema, errors: { 404: 'PayPal does not know the approved order, or no order of this site has its slug.' } }),
  op('GET', '/v1/ecommerce/order/processor/{processor}/return', 'Card processor return (buyer)', { query: processorFields, errors: { 404: noProcessor }, redirect: { status: 303, description: 'To the order\'s success or failure page.' } }),
  op('POST', '/v1/ecommerce/order/processor/{processor}/return', 'Card processor return (buyer, form post)', { body: processorFields, errors: { 404: noProcessor }, redirect: { status: 303, description: 'To the order\'s success or failure page.' } }),
  op('GET', '/v1/ecommerce/order/processor/{processor}/cancel', 'Card processor cancel (buyer)', { query: processorFields, errors: { 404: noProcessor }, redirect: { status: 303, description: 'To the checkout, the order left unpaid.' } }),
  op('POST', '/v1/ecommerce/order/processor/{processor}/cancel', 'Card processor cancel (buyer, form post)', { body: processorFields, errors: { 404: noProcessor }, redirect: { status: 303, description: 'To the checkout, the order left unpaid.' } }),
  op('POST', '/v1/ecommerce/order/processor/{processor}/notify', 'Card processor notification (server to server)', {
    body: processorFields,
    response: processorNotifiedSchema,
    errors: { 404: 'The shop is not set up with this processor, the processor sends no notifications (CorvusPay), or no order of this site matches.', 503: 'The processor\'s status API did not answer; the notification should be sent again.' },
  }),
]
