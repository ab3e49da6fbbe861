import { data, redirect } from 'react-router'
import type { Route } from './+types/session'
import { ADMIN_LOCALE_COOKIE, isAdminLocale } from '#common/i18n/admin'
import { safeRedirectOr } from '#common/http/safe-redirect'
import { isSecureRequest, serializeCookie } from '#server/auth/cookies'
import { requestContext } from '#server/context'
import { logoutAction } from '#server/users/account-actions'

const YEAR = 60 * 60 * 24 * 365

/** POST /admin/session: the admin frame's own forms — interface language and logout. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext)
  const form = await request.formData()
  const intent = form.get('intent')
  if (intent === 'logout') return logoutAction(request, ctx)
  if (intent === 'language') {
    const language = form.get('language')
    if (!isAdminLocale(language)) throw data(null, { status: 400 })
    // Path=/: React Router fetches /admin's data at /admin.data, which a Path=/admin cookie does not cover.
    const cookie = serializeCookie(ADMIN_LOCALE_COOKIE, language, { maxAge: YEAR, secure: isSecureRequest(request, ctx.runtime.config) })
    return redirect(safeRedirectOr(form.get('back'), '/admin'), { headers: { 'Set-Cookie': cookie } })
  }
  throw data(null, { status: 400 })
}

export function loader() {
  throw data(null, { status: 404 })
}
