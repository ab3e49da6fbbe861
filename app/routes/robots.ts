import type { Route } from './+types/robots'
import { requestContext } from '#server/context'
import { seoOrigin } from '#server/seo/public-origin'

export function loader({ request, context }: Route.LoaderArgs) {
  const { runtime } = context.get(requestContext)
  const origin = seoOrigin(runtime.config, request)
  const body = ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
