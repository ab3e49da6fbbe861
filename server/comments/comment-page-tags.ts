import { pageTags } from '../page-cache/tags'

/**
 * The cached pages a published comment changes (ADR 023): its product's page and the listings
 * that show the product's rating, or the pages showing posts.
 */
export function commentPages(target: { targetType: string; targetId: number }): string[] {
  return target.targetType === 'product' ? [pageTags.product(target.targetId), pageTags.catalog] : [pageTags.posts]
}
