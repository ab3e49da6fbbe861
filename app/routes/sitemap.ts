import { data } from 'react-router'
import type { Route } from './+types/sitemap'
import { requestContext } from '#server/context'
import { buildSitemap } from '#server/seo/sitemap'
import { seoOrigin } from '#server/seo/public-origin'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, site, runtime } = context.get(requestContext)
  const pageParam = new URL(request.url).searchParams.get('page')
  const page = pageParam === null ? undefined : /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 0
  const xml = page === 0 ? null : await buildSitemap(db, { siteId: site.id, origin: seoOrigin(runtime.config, request), page })
  if (xml === null) throw data(null, { status: 404 })
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  })
}
