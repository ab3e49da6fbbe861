import { idParam, socialCompleteSchema, socialStartSchema, tokenParam } from '../../user'
import { addressSchema, addressUpdateSchema, barcodeSchema, changePasswordSchema, forgotPasswordSchema, guestUserSchema, loginLinkRequestSchema, loginLinkSchema, profileUpdateSchema, registerSchema, setPasswordSchema } from '../../../../common/users/schemas'
import { tagged } from '../registry'

const op = tagged('user')

export const userOperations = [
  op('GET', '/v1/user/web/profile', 'The logged-in member\'s profile', { access: 'user' }),
  op('GET', '/v1/user/profile', 'The backoffice user\'s profile', { access: 'backoffice' }),
  op('GET', '/v1/user/web/verify/{token}', 'Verify an e-mail address with the token from the e-mail', { params: { token: tokenParam } }),
  op('POST', '/v1/user/web/verify/{token}', 'Verify an e-mail address with the token from the e-mail', { params: { token: tokenParam } }),
  op('POST', '/v1/user/web/register', 'Create a member account (rate-limited)', { body: registerSchema }),
  op('PATCH', '/v1/user/web/update', 'Change your profile', { body: profileUpdateSchema, access: 'user' }),
  op('POST', '/v1/user/web/validateMembersBarcode', 'Whether a member card number is valid and free for this account', { body: barcodeSchema }),
  op('POST', '/v1/user/web/address/create', 'Add an address to your profile', { body: addressSchema, access: 'user' }),
  op('PATCH', '/v1/user/web/address/update/{id}', 'Change one of your addresses', { body: addressUpdateSchema, params: { id: idParam }, access: 'user' }),
  op('POST', '/v1/user/web/updateGuestUser', 'Save a guest buyer\'s details (kept by the guest cookie)', { body: guestUserSchema }),
  op('POST', '/v1/user/password/reset', 'Change your password (your other sessions end)', { body: changePasswordSchema, access: 'user' }),
  op('POST', '/v1/user/password/forgot', 'E-mail a password reset link', { body: forgotPasswordSchema }),
  op('POST', '/v1/user/login-link/request', 'E-mail a one-time login link', { body: loginLinkRequestSchema }),
  op('POST', '/v1/user/login-link/login', 'Log in with the token from a login link', { body: loginLinkSchema }),
  op('POST', '/v1/user/password/set', 'Set a new password with the token from the e-mail', { body: setPasswordSchema }),
  op('GET', '/v1/user/social/redirect-login', 'Start a social login: redirects to the provider', { query: socialStartSchema }),
  op('POST', '/v1/user/social/oauth', 'Finish a social login with the provider\'s answer: tokens and the user', { body: socialCompleteSchema }),
]
