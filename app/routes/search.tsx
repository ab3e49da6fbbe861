import type { Route } from './+types/search'
import { requestContext } from '#server/context'
import { search } from '#server/search/search-service'
import { getSiteOptions } from '#server/site/site-service'
import { searchCategories, type SearchCategory } from '#common/catalog/types'
import { SearchPage } from '~/features/search/search-page'
import { screenMeta } from '~/lib/route-meta'
import { tagPage } from '#server/page-cache/tag-page'
import { pageTags } from '#server/page-cache/tags'

const PAGE_SIZE = 10

export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext)
  const { db, site, locale } = ctx
  // Search lists products, posts, events and pages.
  tagPage(ctx, pageTags.catalog, pageTags.pages, pageTags.posts, pageTags.events)
  const params = url.searchParams
  const query = (params.get('search') ?? '').trim().slice(0, 200)
  const requested = params.get('category') ?? ''
  const category: SearchCategory = (searchCategories as readonly string[]).includes(requested) ? (requested as SearchCategory) : 'products'
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1))
  const options = await getSiteOptions(db, site.id)
  const answer = await search(db, { siteId: site.id, locale, query, category, page, limit: PAGE_SIZE, homeSlug: options.HomePageSlug })
  // The products tab renders the cards; its plain records would only double the page's data.
  return { query, category, ...answer, records: category === 'products' ? [] : answer.records }
}

export const meta = screenMeta('page.search')

export default function SearchScreen({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />
}
