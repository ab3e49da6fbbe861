import { resultFields, successBody } from '../../payments'
import { tagged } from '../registry'

const op = tagged('payments')

export const paymentsOperations = [
  op('POST', '/v1/ecommerce/order/pgSuccess/{id}', 'Order pg success', { body: successBody }),
  op('GET', '/v1/ecommerce/order/pgReturn/{id}', 'Order pg return', { query: resultFields }),
  op('POST', '/v1/ecommerce/order/pgNotify/{id}', 'Order pg notify', { body: resultFields }),
  op('POST', '/v1/ecommerce/order/paypalSuccess/{id}', 'Order paypal success', { body: successBody }),
]
