import { createContext } from 'react-router'
import type { Locale } from '../common/i18n/locales'
import type { AuthUser } from './auth/access'
import type { Db } from './db/client'
import type { Runtime } from './runtime'
import type { CatalogSlugLookups } from './seo/catalog-paths'
import type { Site } from './site/site-service'

/** What loaders and actions get from the server (STYLE: through the router context, not globals). */
export interface RequestContext {
  runtime: Runtime
  db: Db
  site: Site
  locale: Locale
  nonce: string
  /** Who is making the request; null for visitors (server/auth/authenticate.ts). */
  user: AuthUser | null
  clientIp: string
  /** What the page shows, for the whole-page cache's purges (server/page-cache/tags.ts); loaders add to it. */
  cacheTags: Set<string>
  /** Catalogue slugs this request resolved (server/seo/catalog-paths.ts): each is looked up once. */
  catalogSlugs: CatalogSlugLookups
}

export const requestContext = createContext<RequestContext>()
