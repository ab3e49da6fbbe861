/** Backoffice redirects applied to page requests before the catch-all (issue 13 point 8). */
export { normalizePagePath, normalizeRedirectTarget } from './redirect-paths'
export { deleteRedirect, listRedirects, matchRedirect, saveRedirect, type RedirectRow } from './redirect-service'
export { pageRedirects } from './page-redirects'
