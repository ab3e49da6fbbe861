import { data, redirect } from 'react-router'
import type { Route } from './+types/cms-page'
import { requestContext } from '#server/context'
import { loadPageView } from '#server/cms/page-view'
import { recordFailedRequest } from '#server/cms'
import { localePrefix } from '#common/i18n/locales'
import { PageSections, sectionProvidesTitle } from '~/features/cms/page-sections'
import { metaFromMatches } from '~/lib/meta'
import { pageParam } from '~/lib/page-params'

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, site, locale } = context.get(requestContext)
  const result = await loadPageView(db, { siteId: site.id, locale, slug: pageParam(params.slug) })
  if (result.kind === 'redirectHome') throw redirect(localePrefix(locale) || '/', 301)
  if (result.kind === 'notFound') {
    await recordFailedRequest(db, { siteId: site.id, path: new URL(request.url).pathname })
    throw data(null, { status: 404 })
  }
  return { page: result.page }
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  loaderData
    ? metaFromMatches(matches, { title: loaderData.page.seoTitle, description: loaderData.page.seoDescription })
    : []

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  // The page's one <h1>: the first section's heading when it has one, else the page title.
  const firstVisible = page.sections.find((section) => section.options.isHidden !== true)
  return (
    <article className="cms-page">
      {sectionProvidesTitle(firstVisible) ? null : (
        <header className="page-header container">
          <h1>{page.title}</h1>
        </header>
      )}
      <PageSections sections={page.sections} refs={page.refs} />
    </article>
  )
}
