import { hasScope, type AuthUser } from '../auth/access'

/**
 * §2: `?editPage=true` turns on edit mode for a backoffice user with the content scope; for
 * everyone else the flag means nothing (and the page stays the cacheable public one).
 */
export function isEditModeRequest(url: URL, user: AuthUser | null): boolean {
  return url.searchParams.get('editPage') === 'true' && hasScope(user, 'content')
}
