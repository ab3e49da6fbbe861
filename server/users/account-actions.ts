import { data, redirect } from 'react-router'
import { safeRedirectOr } from '../../common/http/safe-redirect'
import { localePrefix } from '../../common/i18n/locales'
import { pathFor } from '../../common/i18n/paths'
import { translate } from '../../common/i18n/translate'
import type { AccountFormResult } from '../../common/users/form-result'
import {
  changePasswordFormSchema,
  forgotPasswordSchema,
  loginLinkRequestSchema,
  loginLinkSchema,
  loginSchema,
  profileUpdateSchema,
  registerAddressesFormSchema,
  registerFormSchema,
  type registerSchema,
  setPasswordFormSchema,
  type AddressInput,
  type RegisterInput,
} from '../../common/users/schemas'
import { loginWithPassword } from '../auth/login-flow'
import { loginWithLink, requestLoginLink } from '../auth/login-link'
import { revokeSession } from '../auth/session-service'
import { completeSocialLogin } from '../auth/social/social-login'
import { accountDeps, failure, formObject, logoutHeaders, mailContext, parseForm, sessionHeaders } from '../auth/web-session'
import type { RequestContext } from '../context'
import { assignedConsents, missingRequiredConsents } from '../gdpr'
import { enforceRateLimit } from '../rate-limit/limits'
import { isDbId } from '../../common/validation/numbers'
import { requestPasswordReset, setPasswordWithToken, verifyEmail } from './email-flows'
import { changePassword, registerUser, updateProfile } from './user-service'

type ActionAnswer = Response | ReturnType<typeof data<AccountFormResult>>

function answer(result: AccountFormResult, status = 200, headers?: Record<string, string>) {
  return data(result, { status, headers })
}

async function guarded(intent: string, ctx: RequestContext, run: () => Promise<ActionAnswer>): Promise<ActionAnswer> {
  try {
    return await run()
  } catch (error) {
    const { status, headers, ...result } = failure(intent, error, ctx.locale)
    return answer(result, status, headers)
  }
}

/**
 * Login form (§4): success sets the cookies and goes to the safe `redirect` target (else home, or
 * /admin for the backoffice login).
 */
export function loginAction(
  request: Request,
  ctx: RequestContext,
  form: FormData,
  options: { backoffice?: boolean; fallback?: string } = {},
) {
  const raw = formObject(form)
  const parsed = parseForm(loginSchema, raw, 'login', ctx.locale)
  if (!parsed.ok) return Promise.resolve(answer(parsed.result, 400))
  return guarded('login', ctx, async () => {
    const result = await loginWithPassword(accountDeps(ctx), {
      credentials: parsed.data,
      ip: ctx.clientIp,
      userAgent: request.headers.get('user-agent'),
      requireBackoffice: options.backoffice,
    })
    // §4: from the login page the visitor goes home; the profile page stays on the profile.
    const fallback = options.fallback ?? (options.backoffice ? '/admin' : localePrefix(ctx.locale) || '/')
    return redirect(safeRedirectOr(raw.redirect, fallback), { headers: sessionHeaders(request, ctx, result.tokens) })
  })
}

/** "E-mail me a login link" on the login page; the same answer whether the account exists. */
export function loginLinkRequestAction(request: Request, ctx: RequestContext, form: FormData) {
  const parsed = parseForm(loginLinkRequestSchema, formObject(form), 'loginLinkRequest', ctx.locale)
  if (!parsed.ok) return Promise.resolve(answer(parsed.result, 400))
  return guarded('loginLinkRequest', ctx, async () => {
    await requestLoginLink(accountDeps(ctx), { email: parsed.data.email, ip: ctx.clientIp, mail: mailContext(request, ctx) })
    return answer({ intent: 'loginLinkRequest', ok: true, notice: 'account.loginLinkSent' })
  })
}

/** The login link's page confirms with a POST (a mail scanner opening the link logs nobody in). */
export function loginLinkAction(request: Request, ctx: RequestContext, form: FormData) {
  const parsed = parseForm(loginLinkSchema, formObject(form), 'loginLink', ctx.locale)
  if (!parsed.ok) return Promise.resolve(answer({ intent: 'loginLink', ok: false, message: translate(ctx.locale, 'account.tokenInvalid') }, 400))
  return guarded('loginLink', ctx, async () => {
    const result = await loginWithLink(accountDeps(ctx), {
      token: parsed.data.token,
      ip: ctx.clientIp,
      userAgent: request.headers.get('user-agent'),
    })
    return redirect(localePrefix(ctx.locale) || '/', { headers: sessionHeaders(request, ctx, result.tokens) })
  })
}

export function logoutAction(request: Request, ctx: RequestContext) {
  return guarded('logout', ctx, async () => {
    if (ctx.user) await revokeSession(ctx.db, ctx.user.sessionId)
    return redirect(`${pathFor('login', ctx.locale)}?loggedOut=1`, { headers: logoutHeaders(request, ctx) })
  })
}

function barcodeOf(raw: Record<string, unknown>): string | undefined {
  return typeof raw.memberCardBarcode === 'string' && raw.memberCardBarcode.trim() ? raw.memberCardBarcode.trim().slice(0, 64) : undefined
}

function toRegisterInput(raw: Record<string, unknown>, locale: RequestContext['locale']): ReturnType<typeof parseForm<typeof registerSchema>> {
  if (raw.mode === 'addresses') {
    const parsed = parseForm(registerAddressesFormSchema, raw, 'register', locale)
    if (!parsed.ok) return parsed
    const { delivery, differentBilling, billing, password } = parsed.data
    const billingAddress = (differentBilling ? billing : delivery) as AddressInput
    const input: RegisterInput = {
      details: { firstName: delivery.firstName, lastName: delivery.lastName },
      // §3 "email from contact e-mail" in the addresses mode.
      email: delivery.contactEmail,
      password,
      memberCardBarcode: barcodeOf(raw),
      addresses: [
        { ...delivery, type: 'shipping' },
        { ...billingAddress, type: 'main' },
      ],
      acceptedConsents: [],
    }
    return { ok: true as const, data: input }
  }
  const parsed = parseForm(registerFormSchema, raw, 'register', locale)
  if (!parsed.ok) return parsed
  const { firstName, lastName, email, password } = parsed.data
  return { ok: true as const, data: { details: { firstName, lastName }, email, password, memberCardBarcode: barcodeOf(raw), acceptedConsents: [] } satisfies RegisterInput }
}

/** §4 registration: success toast + "confirm your e-mail" info; no automatic login. */
/** The registration's required consents left unticked, as form fields (`acceptedConsents.<version id>`). */
async function missingConsentFields(ctx: RequestContext, accepted: number[]): Promise<Record<string, string>> {
  const offered = await assignedConsents(ctx.db, { siteId: ctx.site.id, assignedTo: 'registration', locale: ctx.locale })
  const message = translate(ctx.locale, 'account.consentRequired')
  return Object.fromEntries(missingRequiredConsents(offered, accepted).map((consent) => [`acceptedConsents.${consent.id}`, message]))
}

export async function registerAction(request: Request, ctx: RequestContext, form: FormData) {
  const accepted = form.getAll('consent').map(Number).filter(isDbId)
  const parsed = toRegisterInput(formObject(form), ctx.locale)
  const consentFields = await missingConsentFields(ctx, accepted)
  if (!parsed.ok) return answer({ ...parsed.result, fields: { ...parsed.result.fields, ...consentFields } }, 400)
  if (Object.keys(consentFields).length) return answer({ intent: 'register', ok: false, fields: consentFields }, 400)
  const input = { ...parsed.data, acceptedConsents: accepted }
  return guarded('register', ctx, async () => {
    await enforceRateLimit(ctx.runtime.config, { action: 'register', ip: ctx.clientIp, account: input.email })
    await registerUser(accountDeps(ctx), input, mailContext(request, ctx), {
      siteId: ctx.site.id,
      ip: ctx.clientIp,
      userAgent: request.headers.get('user-agent'),
    })
    return answer({ intent: 'register', ok: true, notice: 'account.registered', info: 'account.confirmEmailInfo' }, 201)
  })
}

export function verifyAction(ctx: RequestContext, form: FormData) {
  const token = String(form.get('verificationToken') ?? '')
  return guarded('verify', ctx, async () => {
    await enforceRateLimit(ctx.runtime.config, { action: 'verify', ip: ctx.clientIp })
    await verifyEmail(accountDeps(ctx), token)
    return answer({ intent: 'verify', ok: true, notice: 'account.emailConfirmed' })
  })
}

export function updateProfileAction(request: Request, ctx: RequestContext, form: FormData) {
  const raw = formObject(form)
  const parsed = parseForm(
    profileUpdateSchema,
    { details: { firstName: raw.firstName, lastName: raw.lastName }, email: raw.email, memberCardBarcode: raw.memberCardBarcode },
    'updateProfile',
    ctx.locale,
  )
  if (!parsed.ok) {
    // The form's fields are flat: report `details.firstName` as `firstName`.
    const fields = Object.fromEntries(Object.entries(parsed.result.fields ?? {}).map(([k, v]) => [k.replace('details.', ''), v]))
    return Promise.resolve(answer({ ...parsed.result, fields }, 400))
  }
  const user = ctx.user
  if (!user) return Promise.resolve(redirect(pathFor('login', ctx.locale)))
  return guarded('updateProfile', ctx, async () => {
    if (parsed.data.memberCardBarcode) {
      await enforceRateLimit(ctx.runtime.config, { action: 'memberCard', ip: ctx.clientIp, account: `user-${user.id}` })
    }
    await updateProfile(accountDeps(ctx), { userId: user.id, changes: parsed.data }, mailContext(request, ctx))
    return answer({ intent: 'updateProfile', ok: true, notice: 'account.profileSaved' })
  })
}

export function changePasswordAction(ctx: RequestContext, form: FormData) {
  const parsed = parseForm(changePasswordFormSchema, formObject(form), 'changePassword', ctx.locale)
  if (!parsed.ok) return Promise.resolve(answer(parsed.result, 400))
  const user = ctx.user
  if (!user) return Promise.resolve(redirect(pathFor('login', ctx.locale)))
  return guarded('changePassword', ctx, async () => {
    const { oldPassword, newPassword } = parsed.data
    await changePassword(accountDeps(ctx), { userId: user.id, sessionId: user.sessionId, change: { oldPassword, newPassword } })
    return answer({ intent: 'changePassword', ok: true, notice: 'account.passwordChanged' })
  })
}

export function forgotPasswordAction(request: Request, ctx: RequestContext, form: FormData) {
  const parsed = parseForm(forgotPasswordSchema, formObject(form), 'forgot', ctx.locale)
  if (!parsed.ok) return Promise.resolve(answer(parsed.result, 400))
  return guarded('forgot', ctx, async () => {
    await enforceRateLimit(ctx.runtime.config, { action: 'forgot', ip: ctx.clientIp, account: parsed.data.email })
    await requestPasswordReset(accountDeps(ctx), parsed.data.email, mailContext(request, ctx))
    return answer({ intent: 'forgot', ok: true, notice: 'account.forgotPasswordSent' })
  })
}

export function setPasswordAction(ctx: RequestContext, form: FormData) {
  const parsed = parseForm(setPasswordFormSchema, formObject(form), 'setPassword', ctx.locale)
  if (!parsed.ok) return Promise.resolve(answer(parsed.result, 400))
  return guarded('setPassword', ctx, async () => {
    await enforceRateLimit(ctx.runtime.config, { action: 'verify', ip: ctx.clientIp })
    await setPasswordWithToken(accountDeps(ctx), { token: parsed.data.token, newPassword: parsed.data.newPassword })
    return redirect(`${pathFor('login', ctx.locale)}?passwordSet=1`)
  })
}

/** `/social-login` completes the provider's redirect with a POST (no state change on GET). */
export function socialCompleteAction(request: Request, ctx: RequestContext, form: FormData) {
  return guarded('social', ctx, async () => {
    const result = await completeSocialLogin(accountDeps(ctx), {
      code: String(form.get('code') ?? ''),
      state: String(form.get('state') ?? ''),
      cookieHeader: request.headers.get('cookie'),
      origin: mailContext(request, ctx).origin,
      userAgent: request.headers.get('user-agent'),
    })
    const headers = sessionHeaders(request, ctx, result.tokens)
    headers.append('Set-Cookie', result.clearCookie)
    return redirect(result.returnTo, { headers })
  })
}
