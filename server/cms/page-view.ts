import type { SectionData } from '../../common/cms/section'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { getSiteOptions } from '../site/site-service'
import { findEditablePage, type EditablePage } from './page-editor-service'
import { findPublishedPage } from './page-service'
import { applyMasters } from './section-master-service'
import { resolveSectionRefs, type SectionRefs } from './section-refs'

export interface PageView {
  id: number
  title: string
  seoTitle: string
  seoDescription: string | null
  sections: SectionData[]
  refs: SectionRefs
  isHome: boolean
}

export type PageLookup =
  | { kind: 'page'; page: PageView }
  | { kind: 'redirectHome' }
  | { kind: 'notFound' }

/**
 * A CMS page ready to render: the published page of a slug (the home page when none) with the
 * media and links of its sections resolved. The home page's own slug redirects to the locale root.
 */
export async function loadPageView(db: Db, query: { siteId: number; locale: Locale; slug?: string }): Promise<PageLookup> {
  const options = await getSiteOptions(db, query.siteId)
  const homeSlug = options.HomePageSlug
  if (query.slug === homeSlug) return { kind: 'redirectHome' }
  const slug = query.slug ?? homeSlug
  const page = await findPublishedPage(db, { siteId: query.siteId, locale: query.locale, slug })
  if (!page) return { kind: 'notFound' }
  const refs = await resolveSectionRefs(db, { siteId: query.siteId, locale: query.locale, homeSlug, content: page.sections })
  return {
    kind: 'page',
    page: {
      id: page.id,
      title: page.title,
      seoTitle: page.seoTitle ?? page.title,
      seoDescription: page.seoDescription,
      sections: page.sections,
      refs,
      isHome: slug === homeSlug,
    },
  }
}

export interface EditorPageView {
  page: EditablePage
  refs: SectionRefs
  isHome: boolean
}

/**
 * The same page for edit mode: its working copy (the draft when there is one) and unpublished
 * pages too. Only for a backoffice user with the content scope; the caller checks.
 */
export async function loadEditorPageView(
  db: Db,
  query: { siteId: number; locale: Locale; slug?: string },
): Promise<EditorPageView | null> {
  const options = await getSiteOptions(db, query.siteId)
  const slug = query.slug ?? options.HomePageSlug
  const found = await findEditablePage(db, { siteId: query.siteId, locale: query.locale, slug })
  if (!found) return null
  const page = { ...found, sections: await applyMasters(db, { siteId: query.siteId, sections: found.sections, use: 'working' }) }
  const refs = await resolveSectionRefs(db, { siteId: query.siteId, locale: query.locale, homeSlug: options.HomePageSlug, content: page.sections })
  return { page, refs, isHome: slug === options.HomePageSlug }
}
