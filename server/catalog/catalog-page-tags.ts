import { pageTags } from '../page-cache/tags'

/**
 * The cached pages a catalogue write changes (ADR 023): the products' own pages and every listing
 * (shop, categories, search, sitemap). The layout (every page) only when links to them may have
 * changed (a new language version, a category gone): menus, header/footer and CMS page links
 * resolve catalogue targets to URLs and leave out those without one.
 */
export function catalogPages(input: { productIds?: Iterable<number>; categoryIds?: Iterable<number>; linksChanged?: boolean }): string[] {
  return [
    pageTags.catalog,
    ...[...(input.productIds ?? [])].map(pageTags.product),
    ...[...(input.categoryIds ?? [])].map(pageTags.category),
    ...(input.linksChanged ? [pageTags.layout] : []),
  ]
}
