import { canEditCatalog, hasScope, type AuthUser } from '../auth/access'

interface EditModeOptions {
  /** Site option DummyMode (§9): the empty-shop preview; §2: no edit mode while it is on. */
  isDummyMode?: boolean
}

/**
 * §2: `?editPage=true` turns on edit mode for a backoffice user with the content scope — not in
 * dummy mode; for everyone else the flag means nothing (and the page stays the cacheable public one).
 */
export function isEditModeRequest(url: URL, user: AuthUser | null, options: EditModeOptions = {}): boolean {
  return url.searchParams.get('editPage') === 'true' && hasScope(user, 'content') && !options.isDummyMode
}

/**
 * `?previewDraft=true` (the editor's "preview on phone" frame): the page's working copy rendered as
 * visitors will see it, without the editor. Content scope only; meaningless to anyone else.
 */
export function isDraftPreviewRequest(url: URL, user: AuthUser | null, options: EditModeOptions = {}): boolean {
  return url.searchParams.get('previewDraft') === 'true' && hasScope(user, 'content') && !options.isDummyMode
}

/**
 * Issue 10 point 6: on shop and product pages `?editPage=true` turns on the catalogue's edit
 * chrome (product and category modals) for whoever may edit the catalogue.
 */
export function isCatalogEditRequest(url: URL, user: AuthUser | null): boolean {
  return url.searchParams.get('editPage') === 'true' && canEditCatalog(user)
}
