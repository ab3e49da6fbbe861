import { idParam, socialCompleteSchema, socialStartSchema, tokenParam } from '../../user'
import { addressSchema, addressUpdateSchema, barcodeSchema, changePasswordSchema, forgotPasswordSchema, guestUserSchema, loginLinkRequestSchema, loginLinkSchema, profileUpdateSchema, registerSchema, setPasswordSchema } from '../../../../common/users/schemas'
import {
  addressViewSchema,
  emailVerifiedSchema,
  guestViewSchema,
  loginAnswerSchema,
  mailSentSchema,
  memberBarcodeCheckSchema,
  passwordChangedSchema,
  registrationSchema,
  socialLoginAnswerSchema,
  userViewSchema,
} from '../../../../common/users/user-view-schema'
import { tagged } from '../registry'

const op = tagged('user')

const tooMany = 'Too many attempts from this address or for this account; wait and retry (Retry-After).'
const tokenErrors = { 429: tooMany }

export const userOperations = [
  op('GET', '/v1/user/web/profile', 'The logged-in member\'s profile', { access: 'user', response: userViewSchema }),
  op('GET', '/v1/user/profile', 'The backoffice user\'s profile', { access: 'backoffice', response: userViewSchema }),
  op('GET', '/v1/user/web/verify/{token}', 'Verify an e-mail address with the token from the e-mail', { params: { token: tokenParam }, response: emailVerifiedSchema, errors: tokenErrors }),
  op('POST', '/v1/user/web/verify/{token}', 'Verify an e-mail address with the token from the e-mail', { params: { token: tokenParam }, response: emailVerifiedSchema, errors: tokenErrors }),
  op('POST', '/v1/user/web/register', 'Create a member account (rate-limited)', {
    body: registerSchema,
    response: registrationSchema,
    status: 201,
    errors: { 409: 'An account with this e-mail exists, or the member card is another account\'s.', 429: tooMany },
  }),
  op('PATCH', '/v1/user/web/update', 'Change your profile', {
    body: profileUpdateSchema,
    access: 'user',
    response: userViewSchema,
    errors: { 409: 'Another account has this e-mail, or the member card is another account\'s.', 429: 'Too many member card checks; wait and retry (Retry-After).' },
  }),
  op('POST', '/v1/user/web/validateMembersBarcode', 'Whether a member card number is valid and free for this account', {
    body: barcodeSchema,
    response: memberBarcodeCheckSchema,
    errors: { 429: 'Too many member card checks; wait and retry (Retry-After).' },
  }),
  op('POST', '/v1/user/web/address/create', 'Add an address to your profile', { body: addressSchema, access: 'user', response: addressViewSchema, status: 201 }),
  op('PATCH', '/v1/user/web/address/update/{id}', 'Change one of your addresses', {
    body: addressUpdateSchema,
    params: { id: idParam },
    access: 'user',
    response: addressViewSchema,
    errors: { 404: 'You have no address with this id.' },
  }),
  op('POST', '/v1/user/web/updateGuestUser', 'Save a guest buyer\'s details (kept by the guest cookie)', { body: guestUserSchema, response: guestViewSchema }),
  op('POST', '/v1/user/password/reset', 'Change your password (your other sessions end)', { body: changePasswordSchema, access: 'user', response: passwordChangedSchema }),
  op('POST', '/v1/user/password/forgot', 'E-mail a password reset link', { body: forgotPasswordSchema, response: mailSentSchema, errors: { 429: tooMany } }),
  op('POST', '/v1/user/login-link/request', 'E-mail a one-time login link', { body: loginLinkRequestSchema, response: mailSentSchema, errors: { 429: tooMany } }),
  op('POST', '/v1/user/login-link/login', 'Log in with the token from a login link', { body: loginLinkSchema, response: loginAnswerSchema, errors: tokenErrors }),
  op('POST', '/v1/user/password/set', 'Set a new password with the token from the e-mail', { body: setPasswordSchema, response: passwordChangedSchema, errors: tokenErrors }),
  // A 302 to the provider, not a JSON answer: no `response`.
  op('GET', '/v1/user/social/redirect-login', 'Start a social login: redirects to the provider', { query: socialStartSchema, errors: { 404: 'No social login provider with this name is configured.' }, redirect: { status: 302, description: 'To the provider\'s login page.' } }),
  op('POST', '/v1/user/social/oauth', 'Finish a social login with the provider\'s answer: tokens and the user', {
    body: socialCompleteSchema,
    response: socialLoginAnswerSchema,
    errors: { 404: 'The provider of this login is no longer configured.' },
  }),
]
