import { findMasterUsage } from '../cms/section-master-service'
import type { Db } from '../db/client'
import { pageTags } from '../page-cache/tags'
import { findMediaPlaces } from './media-usage-service'

/**
 * The cached pages that show these media items (ADR 023), found where the editor's usage view
 * finds them: published pages and the pages of masters, header/footer elements, products,
 * categories and post covers. A place that uses the item only in a draft shows it to no visitor.
 */
export async function mediaPages(db: Db, query: { siteId: number; ids: number[] }): Promise<string[]> {
  const places = (await Promise.all(query.ids.map((id) => findMediaPlaces(db, { siteId: query.siteId, id })))).flat().filter((place) => !place.isDraftOnly)
  const tags = new Set<string>()
  for (const place of places) {
    if (place.kind === 'page') tags.add(pageTags.page(place.id))
    else if (place.kind === 'layout') tags.add(pageTags.layout)
    else if (place.kind === 'product') tags.add(pageTags.product(place.id)).add(pageTags.catalog)
    else if (place.kind === 'category') tags.add(pageTags.category(place.id)).add(pageTags.catalog)
    else if (place.kind === 'post') tags.add(pageTags.posts)
    else for (const page of await findMasterUsage(db, { siteId: query.siteId, masterId: place.id })) tags.add(pageTags.page(page.id))
  }
  return [...tags]
}
