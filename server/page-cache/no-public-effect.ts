/**
 * Writes (and read-only POSTs) that change no page a visitor can be served from the cache, by
 * backoffice users too. Whatever they mark with markPagesChanged is still purged (an order desk
 * cancellation gives stock back); they only skip the site purge that any other backoffice write
 * marking no tag gets. A path missing here defaults to that site purge: never stale, only coarse.
 */
const NO_PUBLIC_EFFECT: RegExp[] = [
  // Sales desk: coupons, member cards, customers, orders (stock is marked), staff accounts.
  /^\/api\/v1\/backoffice\/(coupons|member-cards|customers|orders|users|dashboard|forms|templates)(\/|$)/,
  // The same desks as admin pages whose actions call the services (React Router posts to `<path>.data`).
  /^\/admin\/(coupons|member-cards|customers|orders|users|templates|session)(\/|\.data|$)/,
  // The consents log and audit views, the CMS cache view (its clear purges what it clears itself).
  /^\/api\/v1\/gdpr\/web\/consent\/(filter|log\/create|withdraw)$/,
  /^\/api\/v1\/cms\/cache\/clear$/,
  // Logging in and out, one's own account, cart, checkout (an order marks the stock it took).
  /^\/api\/(v1\/(login|logout|refresh)|auth\/)/,
  /^\/api\/v[12]\/user\//,
  /^\/api\/v1\/ecommerce\/(cart|checkout|order|delivery|payment)(\/|$)/,
  /^\/api\/v1\/cms\/wishlist(\/|$)/,
  /^\/api\/v1\/marketing\/newsletter\//,
  // A new upload is on no page until a save puts it there.
  /^\/api\/v2\/media\/upload(\/public)?$/,
  // Reads sent as POST: filters, previews, pickers, the 404 log.
  /^\/api\/v1\/cms\/(post|postType)\/filterStandard$/,
  /^\/api\/v1\/cms\/comment\/filter$/,
  /^\/api\/v1\/cms\/(page\/refs|link\/masters|finder\/decide|finder\/getUrlOnLanguage|redirect\/addFailedRequest|consent\/filter)$/,
  /^\/api\/v1\/product\/(web\/filter|layered\/navigation|web\/category\/filter|web\/tag\/filter)$/,
  /^\/api\/v1\/(calendar\/event\/public\/filter|document\/filter\/web|settings\/domain\/filter)$/,
  /^\/api\/v2\/settings\/domainDetect$/,
]

/** True when a write to this path changes no public page (beyond what it marks itself). */
export function hasNoPublicEffect(path: string): boolean {
  return NO_PUBLIC_EFFECT.some((pattern) => pattern.test(path))
}
