import { pageTags } from '../page-cache/tags'

/** The sitemap gives each page's last change: any publish changes it. */
const SITEMAP = pageTags.path('/sitemap.xml')

/**
 * The cached pages a CMS write changes (ADR 023): the pages themselves and the sitemap, and when
 * their links may have changed (a page newly public, a new title) every page that links or lists
 * CMS pages: menus and header/footer (`layout`), other CMS pages' links and language switches,
 * search (`pages`).
 */
export function cmsPages(input: { pageIds: Iterable<number>; linksChanged?: boolean }): string[] {
  return [...[...input.pageIds].map(pageTags.page), SITEMAP, ...(input.linksChanged ? [pageTags.pages, pageTags.layout] : [])]
}
