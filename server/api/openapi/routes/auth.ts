import { currentUserSchema, loggedOutSchema, loginAnswerSchema, refreshAnswerSchema } from '../../../../common/users/user-view-schema'
import { tagged } from '../registry'

const op = tagged('auth')

const loginErrors = {
  401: 'Wrong e-mail or password (INVALID_LOGIN).',
  403: 'The e-mail address is not verified yet (EMAIL_NOT_VERIFIED).',
  429: 'Too many failed logins from this address for this account; wait and retry (Retry-After), or use a login link.',
}

export const authOperations = [
  op('POST', '/v1/login', 'Log in: access and refresh tokens plus the user', { response: loginAnswerSchema, errors: loginErrors }),
  op('GET', '/v1/refresh', 'New tokens for the refresh token in the header', {
    response: refreshAnswerSchema,
    errors: { 401: 'No refresh token, or it is expired, revoked or unknown.' },
  }),
  op('POST', '/auth/login', 'Log in with session cookies (legacy)', {
    response: loginAnswerSchema,
    // `/auth/*` sets cookies: the CSRF guard checks it even without a login.
    errors: { ...loginErrors, 403: 'The e-mail address is not verified yet (EMAIL_NOT_VERIFIED), or the call came from another site (CROSS_SITE_REQUEST).' },
  }),
  op('POST', '/auth/logout', 'Log out: end the session and clear its cookies', { response: loggedOutSchema }),
  op('GET', '/auth/user', 'The logged-in user (legacy)', { access: 'user', response: currentUserSchema }),
]
