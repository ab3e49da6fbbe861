import type { BackofficeScope } from '../../common/users/user-view'
import { ApiError } from '../http/api-error'

/** Who is making the request, as middleware, API handlers and loaders see it. */
export interface AuthUser {
  id: number
  email: string
  firstName: string
  lastName: string
  isBackofficeUser: boolean
  scopes: string[]
  /** The login session (refresh family) the request belongs to. */
  sessionId: string
}

/** STYLE "access rules are small named functions", used by API and loaders alike. */
export function isLoggedIn(user: AuthUser | null | undefined): user is AuthUser {
  return Boolean(user)
}

export function isBackoffice(user: AuthUser | null | undefined): boolean {
  return Boolean(user?.isBackofficeUser)
}

export function hasScope(user: AuthUser | null | undefined, scope: BackofficeScope): boolean {
  return isBackoffice(user) && Boolean(user?.scopes.includes(scope))
}

export function requireUser(user: AuthUser | null | undefined): AuthUser {
  if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'error.unauthorized')
  return user
}

/** 401 without a login, 403 when the login lacks the scope (§8: the client logs out and retries once). */
export function requireScope(user: AuthUser | null | undefined, scope: BackofficeScope): AuthUser {
  const current = requireUser(user)
  if (!hasScope(current, scope)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden')
  return current
}

/**
 * Issue 10 point 6: products and categories are edited in place by content editors (edit mode)
 * and by the catalogue's own managers.
 */
export function canEditCatalog(user: AuthUser | null | undefined): boolean {
  return hasScope(user, 'content') || hasScope(user, 'catalog')
}
