import { data, redirect } from 'react-router'
import type { BackofficeScope } from '../../common/users/user-view'
import { pageUrlOf } from '../../common/http/page-url'
import { hasScope, isBackoffice, type AuthUser } from '../auth/access'

/**
 * Every admin page's guard, in its loader and its action: visitors log in and come back to the
 * page; a login without the page's scope gets 403 (the admin layout shows why).
 */
export function requireAdminPage(user: AuthUser | null, request: Request, scope?: BackofficeScope): AuthUser {
  if (!user) {
    // Back to the page, not to its `.data` URL when the session ended during a client navigation.
    const url = pageUrlOf(new URL(request.url))
    throw redirect(`/adminLogin?redirect=${encodeURIComponent(url.pathname + url.search)}`)
  }
  if (!isBackoffice(user) || (scope && !hasScope(user, scope))) throw data({ messageKey: 'admin.forbidden' }, { status: 403 })
  return user
}
