import { lazy, Suspense } from 'react'
import { data, redirect } from 'react-router'
import type { Route } from './+types/shop'
import { requestContext } from '#server/context'
import { listCategories } from '#server/catalog'
import { isCatalogEditRequest } from '#server/cms/edit-mode'
import { categoryPageData } from '#server/catalog/category-page-cache'
import { resolveCatalogPath } from '#server/seo/catalog-paths'
import { translate } from '#common/i18n/translate'
import { CategoryList } from '~/features/catalog/category-list'
import { CategoryPage } from '~/features/catalog/category-page'
import { metaFromMatches, shellFromMatches } from '~/lib/meta'
import { pageParam } from '~/lib/page-params'
import { tagPage } from '#server/page-cache/tag-page'
import { pageTags } from '#server/page-cache/tags'

// Edit mode's catalogue chrome is its own chunk, fetched only when the loader turned it on.
const CatalogEditor = lazy(() => import('~/features/catalog/editor/catalog-editor'))

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext)
  const { db, site, locale, user } = ctx
  tagPage(ctx, pageTags.catalog)
  const slug = pageParam(params.slug)
  const isEditing = isCatalogEditRequest(url, user)
  if (!slug) {
    // The top level only (one page of it): never the whole category tree of a large catalogue (issue 11 §7).
    const { records } = await listCategories(db, { siteId: site.id, locale, parentId: null })
    return { kind: 'list' as const, categories: records, isEditing }
  }
  const path = await resolveCatalogPath(db, { siteId: site.id, route: 'shop', locale, slug, search: url.search }, ctx.catalogSlugs)
  if (!path) throw data(null, { status: 404 })
  if (path.redirectTo) throw redirect(path.redirectTo, 301)
  const page = await categoryPageData(db, ctx.runtime.config, { siteId: site.id, locale, categoryId: path.id, searchParams: url.searchParams })
  if (!page) throw data(null, { status: 404 })
  tagPage(ctx, pageTags.category(page.category.id))
  return { kind: 'category' as const, page, isEditing }
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const shell = shellFromMatches(matches)
  const locale = shell?.locale ?? 'hr'
  const site = shell?.siteName ?? ''
  if (loaderData?.kind !== 'category') {
    return metaFromMatches(matches, { title: translate(locale, 'page.categories'), description: translate(locale, 'catalog.categoriesMetaDescription', { site }) })
  }
  const { name, description } = loaderData.page.category
  // Search engines show the description; a category without its own text still gets one.
  return metaFromMatches(matches, { title: name, description: description || translate(locale, 'catalog.categoryMetaDescription', { name, site }) })
}

export default function ShopScreen({ loaderData }: Route.ComponentProps) {
  const page =
    loaderData.kind === 'list' ? <CategoryList categories={loaderData.categories} /> : <CategoryPage key={loaderData.page.category.id} {...loaderData.page} />
  if (!loaderData.isEditing) return page
  return (
    <Suspense fallback={page}>
      <CatalogEditor>{page}</CatalogEditor>
    </Suspense>
  )
}
