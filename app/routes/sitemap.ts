import { data } from 'react-router'
import type { Route } from './+types/sitemap'
import { requestContext } from '#server/context'
import { buildSitemap } from '#server/seo/sitemap'
import { siteOrigin } from '#server/site/site-origin'
import { tagPage } from '#server/page-cache/tag-page'
import { pageTags } from '#server/page-cache/tags'

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { db, site, runtime } = context.get(requestContext)
  // `?page=N`: one file of a sitemap split above 50,000 URLs (its index lists them).
  const page = url.searchParams.get('page')
  if (page !== null && !/^[1-9]\d{0,5}$/.test(page)) throw data(null, { status: 404 })
  const xml = await buildSitemap(db, {
    siteId: site.id,
    origin: siteOrigin({ config: runtime.config, site, request }),
    page: page === null ? undefined : Number(page),
  })
  if (xml === null) throw data(null, { status: 404 })
  tagPage(context.get(requestContext), pageTags.catalog, pageTags.pages, pageTags.posts, pageTags.events)
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  })
}
