import type { Route } from './+types/sitemap'
import { requestContext } from '#server/context'
import { siteOrigin } from '#server/site/site-origin'
import { buildSitemap } from '#server/cms/sitemap'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, site, runtime } = context.get(requestContext)
  const origin = siteOrigin({ config: runtime.config, site, request })
  const xml = await buildSitemap(db, { siteId: site.id, origin })
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  })
}
