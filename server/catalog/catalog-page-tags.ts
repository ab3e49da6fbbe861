import { pageTags } from '../page-cache/tags'

/**
 * The cached pages a catalogue write changes (ADR 023): the products' own pages and every listing
 * (shop, categories, search, sitemap, CMS product sections). The layout only when links to them
 * may have changed (a new language version, a new slug, a category gone): menus and header/footer
 * links resolve catalogue targets to URLs and leave out those without one.
 */
export function catalogPages(input: { productIds?: Iterable<number>; categoryIds?: Iterable<number>; linksChanged?: boolean }): string[] {
  return [
    pageTags.catalog,
    ...[...(input.productIds ?? [])].map(pageTags.product),
    ...[...(input.categoryIds ?? [])].map(pageTags.category),
    ...(input.linksChanged ? [pageTags.layout] : []),
  ]
}
