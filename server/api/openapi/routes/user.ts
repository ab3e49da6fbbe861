import { idParam, socialCompleteSchema, socialStartSchema, tokenParam } from '../../user'
import { addressSchema, addressUpdateSchema, barcodeSchema, changePasswordSchema, forgotPasswordSchema, guestUserSchema, loginLinkRequestSchema, loginLinkSchema, profileUpdateSchema, registerSchema, setPasswordSchema } from '../../../../common/users/schemas'
import { tagged } from '../registry'

const op = tagged('user')

export const userOperations = [
  op('GET', '/v1/user/web/profile', 'Web profile', { access: 'user' }),
  op('GET', '/v1/user/profile', 'The backoffice user\'s profile', { access: 'backoffice' }),
  op('GET', '/v1/user/web/verify/{token}', 'Web verify', { params: { token: tokenParam } }),
  op('POST', '/v1/user/web/verify/{token}', 'Web verify', { params: { token: tokenParam } }),
  op('POST', '/v1/user/web/register', 'Web register', { body: registerSchema }),
  op('PATCH', '/v1/user/web/update', 'Web update', { body: profileUpdateSchema, access: 'user' }),
  op('POST', '/v1/user/web/validateMembersBarcode', 'Web validate members barcode', { body: barcodeSchema }),
  op('POST', '/v1/user/web/address/create', 'Address create', { body: addressSchema, access: 'user' }),
  op('PATCH', '/v1/user/web/address/update/{id}', 'Address update', { body: addressUpdateSchema, params: { id: idParam }, access: 'user' }),
  op('POST', '/v1/user/web/updateGuestUser', 'Web update guest user', { body: guestUserSchema }),
  op('POST', '/v1/user/password/reset', 'Password reset', { body: changePasswordSchema, access: 'user' }),
  op('POST', '/v1/user/password/forgot', 'Password forgot', { body: forgotPasswordSchema }),
  op('POST', '/v1/user/login-link/request', 'Login link request', { body: loginLinkRequestSchema }),
  op('POST', '/v1/user/login-link/login', 'Login link login', { body: loginLinkSchema }),
  op('POST', '/v1/user/password/set', 'Password set', { body: setPasswordSchema }),
  op('GET', '/v1/user/social/redirect-login', 'Social redirect login', { query: socialStartSchema }),
  op('POST', '/v1/user/social/oauth', 'Social oauth', { body: socialCompleteSchema }),
]
