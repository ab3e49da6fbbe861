
import { tagged } from '../registry'

const op = tagged('auth')

export const authOperations = [
  op('POST', '/v1/login', ''),
  op('GET', '/v1/refresh', ''),
  op('POST', '/auth/login', 'Login'),
  op('POST', '/auth/logout', 'Logout'),
  op('GET', '/auth/user', 'User', { access: 'user' }),
]
