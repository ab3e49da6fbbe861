import type { Config } from '../config'

/**
 * The absolute origin of canonical, hreflang, sitemap and robots.txt URLs (search engines ignore
 * relative ones). The one place SEO reads it: `PUBLIC_URL`, else the request's own origin.
 * DESIGN wants the site's configured domain instead of the Host header; switch it here.
 */
export function seoOrigin(config: Pick<Config, 'publicUrl'>, request: Request): string {
  return config.publicUrl ?? new URL(request.url).origin
}
