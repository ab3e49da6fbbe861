import { cookiePartsSchema, footerPartsSchema, headerPartsSchema } from '../../common/cms/layout-parts'
import type { SiteShell } from '../../common/cms/site-shell'
import { CONSENT_COOKIE, parseConsentCookie, readCookie } from '../../common/consent/cookie-consent'
import { locales, type Locale } from '../../common/i18n/locales'
import { pagePath } from '../../common/i18n/paths'
import {
  collectSectionRefs,
  getLayoutElements,
  getNavigationTree,
  resolveLinkTargets,
  urlOnLanguage,
} from '../cms'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { findMediaViews } from '../media/media-service'
import { getSiteOptions, type Site } from '../site/site-service'
import { cookieTextVersion } from '../gdpr/text-version'
import { translate } from '../../common/i18n/translate'

const PACKAGE_VERSION = process.env.npm_package_version ?? '0.1.0'

/** Loads the layout of every page: header, menus, footer, cookie notice, language alternates. */
export async function loadSiteShell(
  db: Db,
  input: { site: Site; locale: Locale; url: URL; cookieHeader: string | null; config: Config; isBackofficeUser: boolean },
): Promise<SiteShell> {
  const { site, locale } = input
  const options = await getSiteOptions(db, site.id)
  const homeSlug = options.HomePageSlug
  const [elements, mainMenu, footerMenu, alternateList, privacy] = await Promise.all([
    getLayoutElements(db, { siteId: site.id, locale, handlers: ['header-section', 'footer-section', 'cookie-section'] }),
    getNavigationTree(db, { siteId: site.id, tree: 'main', locale, homeSlug }),
    getNavigationTree(db, { siteId: site.id, tree: 'footer', locale, homeSlug }),
    Promise.all(
      locales.map((to) =>
        urlOnLanguage(db, { siteId: site.id, path: input.url.pathname + input.url.search, to, homeSlug }),
      ),
    ),
    options.PrivacyPolicyPageGroup
      ? resolveLinkTargets(db, {
          siteId: site.id,
          locale,
          homeSlug,
          targets: [{ kind: 'page', group: options.PrivacyPolicyPageGroup }],
        })
      : Promise.resolve([null]),
  ])
  const byHandler = new Map(elements.map((element) => [element.handler, element.parts]))
  const header = headerPartsSchema.safeParse(byHandler.get('header-section'))
  const footer = footerPartsSchema.safeParse(byHandler.get('footer-section') ?? {})
  const cookie = cookiePartsSchema.safeParse(byHandler.get('cookie-section') ?? {})
  const footerParts = footer.success ? footer.data : { contactBlocks: [], richTextAreas: [], logoLists: [] }
  const cookieMessage = cookie.success ? (cookie.data.message ?? null) : null
  const footerMedia = await findMediaViews(db, collectSectionRefs(footerParts).mediaIds)
  return {
    locale,
    siteName: options.SiteName,
    homeHref: pagePath(locale, homeSlug, homeSlug),
    header: header.success ? header.data : { brandName: options.SiteName },
    footer: footerParts,
    footerMedia,
    mainMenu,
    footerMenu,
    alternates: Object.fromEntries(locales.map((to, index) => [to, alternateList[index] ?? '/'])) as Record<Locale, string>,
    privacyHref: privacy[0] ?? null,
    consent: parseConsentCookie(readCookie(input.cookieHeader, CONSENT_COOKIE)),
    cookieMessage,
    cookieTextVersion: cookieTextVersion(cookieMessage ?? translate(locale, 'cookies.message')),
    isMaintenance: options.MaintenanceMode && !input.isBackofficeUser,
    isBackofficeUser: input.isBackofficeUser,
    cartAddition: options.CartAddition,
    // The changelog itself is fetched when the modal opens, so pages do not carry it.
    versionBadge: input.config.showVersionBadge
      ? {
          version: PACKAGE_VERSION,
          isDevelopmentMode: input.config.mode === 'development',
          forcedDomain: input.config.forcedDomain ?? null,
        }
      : null,
  }
}
