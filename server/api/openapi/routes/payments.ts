import { processorFields } from '../../card-processor-results'
import { resultFields, successBody } from '../../payments'
import { tagged } from '../registry'

const op = tagged('payments')

export const paymentsOperations = [
  op('POST', '/v1/ecommerce/order/pgSuccess/{id}', 'Report a card payment\'s result; answers where to send the buyer', { body: successBody }),
  op('GET', '/v1/ecommerce/order/pgReturn/{id}', 'The buyer\'s browser back from the card payment form: redirects onwards', { query: resultFields }),
  op('POST', '/v1/ecommerce/order/pgNotify/{id}', 'Payment result from the card provider\'s server', { body: resultFields }),
  op('POST', '/v1/ecommerce/order/paypalSuccess/{id}', 'Complete a PayPal payment after the buyer approved it', { body: successBody }),
  op('GET', '/v1/ecommerce/order/processor/{processor}/return', 'Card processor return (buyer)', { query: processorFields }),
  op('POST', '/v1/ecommerce/order/processor/{processor}/return', 'Card processor return (buyer, form post)', { body: processorFields }),
  op('GET', '/v1/ecommerce/order/processor/{processor}/cancel', 'Card processor cancel (buyer)', { query: processorFields }),
  op('POST', '/v1/ecommerce/order/processor/{processor}/cancel', 'Card processor cancel (buyer, form post)', { body: processorFields }),
  op('POST', '/v1/ecommerce/order/processor/{processor}/notify', 'Card processor notification (server to server)', { body: processorFields }),
]
