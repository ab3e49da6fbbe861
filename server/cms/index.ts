export { decidePath, urlOnLanguage, type FinderDecision } from './finder-service'
export { getLayoutElements, layoutElementHandlers, type LayoutElement, type LayoutElementHandler } from './layout-element-service'
export { isExternalHref, resolveLinkTargets } from './link-resolver'
export { getNavigationTree } from './navigation-service'
export {
  findPublishedPage,
  findPublishedTranslations,
  listPublishedPages,
  type Page,
} from './page-service'
export { findTerm } from './term-service'
export { forgetFailedRequest, listFailedRequests, recordFailedRequest, type FailedRequestRow } from './failed-request-service'
export { InvalidSectionError, parseSectionsForStorage } from './section-parser'
export { collectSectionRefs, resolveSectionRefs, type SectionRefs } from './section-refs'
export { listSitemapPages, type SitemapVersion } from './sitemap'
