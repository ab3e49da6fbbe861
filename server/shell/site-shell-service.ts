import { cookiePartsSchema, footerPartsSchema, headerPartsSchema } from '../../common/cms/layout-parts'
import type { SiteShell } from '../../common/cms/site-shell'
import { CONSENT_COOKIE, parseConsentCookie } from '../../common/consent/cookie-consent'
import { readCookie } from '../../common/http/cookie-header'
import type { Locale } from '../../common/i18n/locales'
import { pagePath } from '../../common/i18n/paths'
import {
  collectSectionRefs,
  getLayoutElements,
  getNavigationTree,
  resolveLinkTargets,
} from '../cms'
import { alternatePaths } from '../seo/alternates'
import type { CatalogSlugLookups } from '../seo/catalog-paths'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { findMediaViews } from '../media/media-service'
import { getSiteOptions, type Site } from '../site/site-service'
import { cachedForSite } from '../cache/site-cache'
import type { SiteOptions } from '../../common/settings/site-options'
import { cookieTextVersion } from '../gdpr/text-version'
import { translate } from '../../common/i18n/translate'
import { appVersion } from './app-version'


/** The layout of one language that is the same on every page: kept in the site cache. */
async function loadLocaleLayout(db: Db, input: { siteId: number; locale: Locale; options: SiteOptions }) {
  const { siteId, locale, options } = input
  const homeSlug = options.HomePageSlug
  const [elements, mainMenu, footerMenu, privacy, terms] = await Promise.all([
    getLayoutElements(db, { siteId, locale, handlers: ['header-section', 'footer-section', 'cookie-section'] }),
    getNavigationTree(db, { siteId, tree: 'main', locale, homeSlug }),
    getNavigationTree(db, { siteId, tree: 'footer', locale, homeSlug }),
    options.PrivacyPolicyPageGroup
      ? resolveLinkTargets(db, { siteId, locale, homeSlug, targets: [{ kind: 'page', group: options.PrivacyPolicyPageGroup }] })
      : Promise.resolve([null]),
    options.TermsOfSalePageGroup
      ? resolveLinkTargets(db, { siteId, locale, homeSlug, targets: [{ kind: 'page', group: options.TermsOfSalePageGroup }] })
      : Promise.resolve([null]),
  ])
  const byHandler = new Map(elements.map((element) => [element.handler, element.parts]))
  const header = headerPartsSchema.safeParse(byHandler.get('header-section'))
  const footer = footerPartsSchema.safeParse(byHandler.get('footer-section') ?? {})
  const cookie = cookiePartsSchema.safeParse(byHandler.get('cookie-section') ?? {})
  const footerParts = footer.success ? footer.data : { contactBlocks: [], richTextAreas: [], logoLists: [] }
  const cookieMessage = cookie.success ? (cookie.data.message ?? null) : null
  return {
    header: header.success ? header.data : { brandName: options.SiteName },
    footer: footerParts,
    footerMedia: await findMediaViews(db, collectSectionRefs(footerParts).mediaIds),
    mainMenu,
    footerMenu,
    privacyHref: privacy[0] ?? null,
    termsHref: terms[0] ?? null,
    cookieMessage,
    cookieTextVersion: cookieTextVersion(cookieMessage ?? translate(locale, 'cookies.message')),
  }
}

/** Loads the layout of every page: header, menus, footer, cookie notice, language alternates. */
export async function loadSiteShell(
  db: Db,
  input: {
    site: Site
    locale: Locale
    url: URL
    cookieHeader: string | null
    config: Config
    isBackofficeUser: boolean
    /** The request's slug lookups, shared with the page's own loader. */
    catalogSlugs?: CatalogSlugLookups
  },
): Promise<SiteShell> {
  const { site, locale } = input
  const options = await getSiteOptions(db, site.id)
  const homeSlug = options.HomePageSlug
  const [layout, alternates] = await Promise.all([
    cachedForSite(db, site.id, `layout:${locale}`, () => loadLocaleLayout(db, { siteId: site.id, locale, options })),
    alternatePaths(db, { siteId: site.id, path: input.url.pathname + input.url.search, homeSlug, catalogSlugs: input.catalogSlugs }),
  ])
  return {
    locale,
    siteName: options.SiteName,
    homeHref: pagePath(locale, homeSlug, homeSlug),
    header: layout.header,
    footer: layout.footer,
    footerMedia: layout.footerMedia,
    mainMenu: layout.mainMenu,
    footerMenu: layout.footerMenu,
    alternates,
    privacyHref: layout.privacyHref,
    termsHref: layout.termsHref,
    consent: parseConsentCookie(readCookie(input.cookieHeader, CONSENT_COOKIE)),
    cookieMessage: layout.cookieMessage,
    cookieTextVersion: layout.cookieTextVersion,
    consentScripts: options.ConsentScripts,
    isMaintenance: options.MaintenanceMode && !input.isBackofficeUser,
    isDummyMode: options.DummyMode,
    isBackofficeUser: input.isBackofficeUser,
    cartAddition: options.CartAddition,
    // The changelog itself is fetched when the modal opens, so pages do not carry it.
    versionBadge: input.config.showVersionBadge
      ? {
          version: appVersion,
          isDevelopmentMode: input.config.mode === 'development',
          forcedDomain: input.config.forcedDomain ?? null,
          hasSectionTool: !input.config.isProduction,
        }
      : null,
    recaptchaSiteKey: input.config.recaptcha?.siteKey ?? null,
  }
}
