import { and, eq, inArray } from 'drizzle-orm'
import type { LinkTarget } from '../../common/cms/link'
import { locales, type Locale } from '../../common/i18n/locales'
import { pagePath, pathFor } from '../../common/i18n/paths'
import type { Db } from '../db/client'
import { posts } from '../db/schema/blog'
import { productCategoryTranslations, productTranslations } from '../db/schema/catalog'
import { findSlugsByGroup } from './page-service'

type Ids<K extends LinkTarget['kind']> = Extract<LinkTarget, { kind: K }>

function pick<K extends LinkTarget['kind']>(targets: LinkTarget[], kind: K): Ids<K>[] {
  return targets.filter((target): target is Ids<K> => target.kind === kind)
}

async function productSlugs(db: Db, siteId: number, locale: Locale, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: productTranslations.productId, slug: productTranslations.slug })
    .from(productTranslations)
    .where(and(eq(productTranslations.siteId, siteId), eq(productTranslations.locale, locale), inArray(productTranslations.productId, ids)))
  return new Map(rows.map((row) => [row.id, row.slug]))
}

async function categorySlugs(db: Db, siteId: number, locale: Locale, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: productCategoryTranslations.categoryId, slug: productCategoryTranslations.slug })
    .from(productCategoryTranslations)
    .where(
      and(
        eq(productCategoryTranslations.siteId, siteId),
        eq(productCategoryTranslations.locale, locale),
        inArray(productCategoryTranslations.categoryId, ids),
      ),
    )
  return new Map(rows.map((row) => [row.id, row.slug]))
}

async function postSlugs(db: Db, siteId: number, locale: Locale, groups: string[]): Promise<Map<string, string>> {
  if (groups.length === 0) return new Map()
  const rows = await db
    .select({ group: posts.translationGroup, slug: posts.slug })
    .from(posts)
    .where(and(eq(posts.siteId, siteId), eq(posts.locale, locale), eq(posts.status, 'published'), inArray(posts.translationGroup, groups)))
  return new Map(rows.map((row) => [row.group, row.slug]))
}

/**
 * Turns link targets into URLs for one locale, one query per kind of internal target. An internal
 * target with no published version in the locale resolves to null, so menus leave it out instead
 * of linking to a 404.
 */
export async function resolveLinkTargets(
  db: Db,
  query: { siteId: number; locale: Locale; homeSlug: string; targets: LinkTarget[] },
): Promise<(string | null)[]> {
  const { siteId, locale, targets } = query
  const [pages, productsById, categoriesById, postsByGroup] = await Promise.all([
    findSlugsByGroup(db, { siteId, locale, groups: [...new Set(pick(targets, 'page').map((t) => t.group))] }),
    productSlugs(db, siteId, locale, [...new Set(pick(targets, 'product').map((t) => t.id))]),
    categorySlugs(db, siteId, locale, [...new Set(pick(targets, 'category').map((t) => t.id))]),
    postSlugs(db, siteId, locale, [...new Set(pick(targets, 'post').map((t) => t.group))]),
  ])
  const orNull = (slug: string | undefined, build: (slug: string) => string) => (slug === undefined ? null : build(slug))
  return targets.map((target) => {
    switch (target.kind) {
      case 'page':
        return orNull(pages.get(target.group)?.slug, (slug) => pagePath(locale, slug, query.homeSlug))
      case 'product':
        return orNull(productsById.get(target.id), (slug) => pathFor('product', locale, { slug }))
      case 'category':
        return orNull(categoriesById.get(target.id), (slug) => pathFor('shop', locale, { slug }))
      case 'post':
        return orNull(postsByGroup.get(target.group), (slug) => pathFor('blog', locale, { slug }))
      case 'route':
        return pathFor(target.route, locale, target.params)
      case 'url':
        return target.href
      case 'anchor':
        return `#${target.anchor}`
    }
  })
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href)
}

/**
 * §7 link/masters: each link's target in every language of the site. Pages and posts are linked by
 * their translation group (the link master), so one stored link reaches each translation; a
 * language without a published version answers null.
 */
export async function resolveLinkMasters(
  db: Db,
  query: { siteId: number; homeSlug: string; targets: LinkTarget[] },
): Promise<Record<Locale, string | null>[]> {
  const perLocale = await Promise.all(locales.map((locale) => resolveLinkTargets(db, { ...query, locale })))
  return query.targets.map((_, index) => Object.fromEntries(locales.map((locale, l) => [locale, perLocale[l]![index] ?? null])) as Record<Locale, string | null>)
}
