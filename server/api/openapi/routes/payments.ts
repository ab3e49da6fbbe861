import { processorFields } from '../../card-processor-results'
import { resultFields, successBody } from '../../payments'
import { tagged } from '../registry'

const op = tagged('payments')

export const paymentsOperations = [
  op('POST', '/v1/ecommerce/order/pgSuccess/{id}', 'Order pg success', { body: successBody }),
  op('GET', '/v1/ecommerce/order/pgReturn/{id}', 'Order pg return', { query: resultFields }),
  op('POST', '/v1/ecommerce/order/pgNotify/{id}', 'Order pg notify', { body: resultFields }),
  op('POST', '/v1/ecommerce/order/paypalSuccess/{id}', 'Order paypal success', { body: successBody }),
  op('GET', '/v1/ecommerce/order/processor/{processor}/return', 'Card processor return (buyer)', { query: processorFields }),
  op('POST', '/v1/ecommerce/order/processor/{processor}/return', 'Card processor return (buyer, form post)', { body: processorFields }),
  op('GET', '/v1/ecommerce/order/processor/{processor}/cancel', 'Card processor cancel (buyer)', { query: processorFields }),
  op('POST', '/v1/ecommerce/order/processor/{processor}/cancel', 'Card processor cancel (buyer, form post)', { body: processorFields }),
  op('POST', '/v1/ecommerce/order/processor/{processor}/notify', 'Card processor notification (server to server)', { body: processorFields }),
]
