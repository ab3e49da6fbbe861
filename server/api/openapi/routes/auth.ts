
import { tagged } from '../registry'

const op = tagged('auth')

export const authOperations = [
  op('POST', '/v1/login', 'Log in: access and refresh tokens plus the user'),
  op('GET', '/v1/refresh', 'New tokens for the refresh token in the header'),
  op('POST', '/auth/login', 'Log in with session cookies (legacy)'),
  op('POST', '/auth/logout', 'Log out: end the session and clear its cookies'),
  op('GET', '/auth/user', 'The logged-in user (legacy)', { access: 'user' }),
]
