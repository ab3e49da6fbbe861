
import { tagged } from '../registry'

const op = tagged('auth')

export const authOperations = [
  op('POST', '/v1/login', 'Log in: access and refresh tokens plus the user'),
  op('GET', '/v1/refresh', 'New tokens for the refresh token in the header'),
  op('POST', '/auth/login', 'Login'),
  op('POST', '/auth/logout', 'Logout'),
  op('GET', '/auth/user', 'User', { access: 'user' }),
]
