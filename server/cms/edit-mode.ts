import { canEditCatalog, hasScope, type AuthUser } from '../auth/access'

/**
 * §2: `?editPage=true` turns on edit mode for a backoffice user with the content scope; for
 * everyone else the flag means nothing (and the page stays the cacheable public one).
 */
export function isEditModeRequest(url: URL, user: AuthUser | null): boolean {
  return url.searchParams.get('editPage') === 'true' && hasScope(user, 'content')
}

/**
 * Issue 10 point 6: on shop and product pages `?editPage=true` turns on the catalogue's edit
 * chrome (product and category modals) for whoever may edit the catalogue.
 */
export function isCatalogEditRequest(url: URL, user: AuthUser | null): boolean {
  return url.searchParams.get('editPage') === 'true' && canEditCatalog(user)
}
