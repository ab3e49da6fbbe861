import type { Route } from './+types/robots'
import { requestContext } from '#server/context'
import { siteOrigin } from '#server/site/site-origin'

export function loader({ request, context }: Route.LoaderArgs) {
  const { runtime, site } = context.get(requestContext)
  const origin = siteOrigin({ config: runtime.config, site, request })
  const body = ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
