import type { Locale } from '../i18n/locales'
import type { MediaView } from '../media/sizes'
import type { ConsentCategory, ConsentScript } from '../consent/cookie-consent'
import type { FooterParts, HeaderParts } from './layout-parts'
import type { MenuItem } from './navigation'

/** Everything the layout around every page needs, loaded once per request by the root loader. */
export interface SiteShell {
  locale: Locale
  siteName: string
  homeHref: string
  header: HeaderParts
  footer: FooterParts
  footerMedia: Record<number, MediaView>
  mainMenu: MenuItem[]
  footerMenu: MenuItem[]
  /** The current page in each language (§2: the switcher goes to the same page, not home). */
  alternates: Record<Locale, string>
  privacyHref: string | null
  /** The terms of sale page in this language (site option TermsOfSalePageGroup); the checkout links to it. */
  termsHref: string | null
  consent: ConsentCategory[] | null
  cookieMessage: string | null
  /** Hash of the banner wording shown; the consent log records it (Planet49). */
  cookieTextVersion: string
  /** Optional-category scripts, added only after their category is allowed (app/components/layout/consent-scripts.tsx). */
  consentScripts: ConsentScript[]
  isMaintenance: boolean
  /** Site option DummyMode: listings show placeholder products (§9). */
  isDummyMode: boolean
  isBackofficeUser: boolean
  cartAddition: 0 | 1 | 2
  versionBadge: VersionBadge | null
  /** reCAPTCHA v2 invisible (§9) for form sections; null when the site has no keys. */
  recaptchaSiteKey: string | null
}

export interface ChangelogEntry {
  version: string
  date: string | null
  html: string
}

/** §7 `/_cli/get-latest-release`: one release as the releases modal lists it. */
export interface ReleaseView {
  tag_name: string
  released_at: string | null
  description_html: string
}

/** Dev tools are served under the API prefix so the site's catch-all never answers them. */
export const DEV_TOOLS_PATH = '/api/_cli'

/** Non-production builds only (§2 version badge menu). */
export interface VersionBadge {
  version: string
  /** §2: in development mode the releases modal carries the developer-mode title. */
  isDevelopmentMode: boolean
  /** The domain this build is pinned to (`FORCED_DOMAIN`); the domain dialog warns when another is chosen. */
  forcedDomain: string | null
  /** The section tool is development-only (§2): production builds answer 404, so the menu hides it. */
  hasSectionTool: boolean
}

/** The version badge's "Dokumentacija": the project's README and decision records. */
export const PROJECT_DOCS_PATH = '/docs'
