/** §3: cookie consent categories, saved comma-separated in the consent cookie. */
export const consentCategories = ['necessary', 'analytics', 'marketing'] as const
export type ConsentCategory = (typeof consentCategories)[number]

export const CONSENT_COOKIE = 'izlog_consent'
/** §9 default cookie lifetime: 2592000 s (30 days)… the consent choice is kept for a year instead,
 * so visitors are not asked again every month; consent records keep the exact time given. */
export const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/**
 * The categories of a (decoded) consent cookie value. Necessary cookies cannot be refused;
 * unknown names in a tampered cookie are dropped.
 */
export function parseConsentCookie(value: string | null | undefined): ConsentCategory[] | null {
  if (value === undefined || value === null || value === '') return null
  const chosen = new Set(
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part): part is ConsentCategory => (consentCategories as readonly string[]).includes(part)),
  )
  chosen.add('necessary')
  return consentCategories.filter((category) => chosen.has(category))
}

export function serializeConsent(categories: readonly ConsentCategory[]): string {
  const chosen = new Set<ConsentCategory>(['necessary', ...categories])
  return consentCategories.filter((category) => chosen.has(category)).join(',')
}


/** §7 `web/consent/log/create`: where a consent choice is logged. */
export const CONSENT_LOG_PATH = '/api/v1/gdpr/web/consent/log/create'
