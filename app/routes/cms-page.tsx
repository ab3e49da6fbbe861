import { lazy, Suspense } from 'react'
import { data, redirect } from 'react-router'
import type { Route } from './+types/cms-page'
import { requestContext } from '#server/context'
import { isDraftPreviewRequest, isEditModeRequest } from '#server/cms/edit-mode'
import { getSiteOptions } from '#server/site/site-service'
import { loadEditorPageView, loadPageView } from '#server/cms/page-view'
import { localePrefix } from '#common/i18n/locales'
import type { SectionData } from '#common/cms/section'
import { PageSections, sectionProvidesTitle } from '~/features/cms/page-sections'
import { sectionPreloads } from '~/features/cms/section-preloads.server'
import { loadSections } from '~/features/cms/section-registry'
import type { SectionRefsValue } from '~/features/cms/section-refs-context'
import { metaFromMatches } from '~/lib/meta'
import { pageParam } from '~/lib/page-params'
import { tagPage } from '#server/page-cache/tag-page'
import { pageTags } from '#server/page-cache/tags'

// Edit mode's code is its own chunk, fetched only when the loader turned edit mode on: visitors
// never download it (issue 10 "visitors pay nothing").
const PageEditor = lazy(() => import('~/features/cms/editor/page-editor'))

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { db, site, locale, user } = context.get(requestContext)
  const { DummyMode: isDummyMode } = await getSiteOptions(db, site.id)
  const isEditMode = isEditModeRequest(url, user, { isDummyMode })
  if (isEditMode || isDraftPreviewRequest(url, user, { isDummyMode })) {
    const editor = await loadEditorPageView(db, { siteId: site.id, locale, slug: pageParam(params.slug) })
    if (!editor) throw data(null, { status: 404 })
    const { page, refs } = editor
    await loadSections(page.sections.map((section) => section.handler))
    // The phone preview shows the working copy with the visitors' renderer, without the editor.
    return {
      page: { title: page.title, seoTitle: page.title, seoDescription: null, sections: page.sections, refs },
      editor: isEditMode ? editor : null,
      sectionPreloads: sectionPreloads(page.sections),
    }
  }
  const result = await loadPageView(db, { siteId: site.id, locale, slug: pageParam(params.slug) })
  if (result.kind === 'redirectHome') throw redirect(localePrefix(locale) || '/', 301)
  // The 404 is recorded for the editors by server/redirects/page-redirects.ts, as every page 404 is.
  if (result.kind === 'notFound') throw data(null, { status: 404 })
  // Sections show their own content, media (a media edit marks the pages using it), upcoming events
  // and links to pages, products, categories and posts: other pages' titles and language versions
  // (`pages`); the other targets' URLs change only with a `layout` purge (server/page-cache/tags.ts).
  tagPage(context.get(requestContext), pageTags.page(result.page.id), pageTags.pages, pageTags.events)
  await loadSections(result.page.sections.map((section) => section.handler))
  return { page: result.page, editor: null, sectionPreloads: sectionPreloads(result.page.sections) }
}

// A client navigation renders the page once its section types' code is here, never a half page.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaderData = await serverLoader()
  await loadSections(loaderData.page.sections.map((section) => section.handler))
  return loaderData
}

// The section types' chunks are preloaded in the HTML: they arrive beside the entry, which
// awaits them before hydrating (app/entry.client.tsx).
export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  loaderData
    ? [
        ...metaFromMatches(matches, { title: loaderData.page.seoTitle, description: loaderData.page.seoDescription }),
        ...loaderData.sectionPreloads.map((href) => ({ tagName: 'link' as const, rel: 'modulepreload', href })),
      ]
    : []

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  const { page, editor } = loaderData
  const publicPage = <PublicPage title={page.title} sections={page.sections} refs={page.refs} />
  if (!editor) return publicPage
  return (
    <Suspense fallback={publicPage}>
      <PageEditor key={editor.page.id} view={editor} />
    </Suspense>
  )
}

function PublicPage({ title, sections, refs }: { title: string; sections: SectionData[]; refs: SectionRefsValue }) {
  // The page's one <h1>: the first section's heading when it has one, else the page title.
  const firstVisible = sections.find((section) => section.options.isHidden !== true)
  return (
    <article className="cms-page">
      {sectionProvidesTitle(firstVisible) ? null : (
        <header className="page-header container">
          <h1>{title}</h1>
        </header>
      )}
      <PageSections sections={sections} refs={refs} />
    </article>
  )
}
