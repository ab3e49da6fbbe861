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

/**
 * A third-party script of an optional cookie category (analytics, marketing): it is added to the
 * page only after the visitor allowed its category — never before the choice (GDPR Art. 6/7, ePrivacy
 * Art. 5(3)). `src` is https or site-relative.
 */
export interface ConsentScript {
  category: Exclude<ConsentCategory, 'necessary'>
  src: string
}

export function isConsentScriptSrc(src: string): boolean {
  return src.length <= 500 && (src.startsWith('https://') || (src.startsWith('/') && !src.startsWith('//') && !src.includes('\\')))
}

/** The scripts the visitor's choice allows; none while they have not chosen. */
export function allowedConsentScripts(scripts: readonly ConsentScript[], consent: readonly ConsentCategory[] | null): ConsentScript[] {
  if (!consent) return []
  return scripts.filter((script) => consent.includes(script.category) && isConsentScriptSrc(script.src))
}
