import { lazy, Suspense } from 'react'
import { data, redirect } from 'react-router'
import { pathFor } from '#common/i18n/paths'
import { textFromHtml } from '#common/text/plain-text'
import type { Route } from './+types/product'
import { requestContext } from '#server/context'
import { getProductDetail } from '#server/catalog'
import { isCatalogEditRequest } from '#server/cms/edit-mode'
import { loadCommentsBlock } from '#server/comments'
import { resolveCatalogPath } from '#server/seo/catalog-paths'
import { ProductPage } from '~/features/catalog/product-page'
import { CommentsSection } from '~/features/community/comments-section'
import { metaFromMatches } from '~/lib/meta'
import { pageParam } from '~/lib/page-params'
import { tagPage } from '#server/page-cache/tag-page'
import { pageTags } from '#server/page-cache/tags'

// Edit mode's catalogue chrome is its own chunk, fetched only when the loader turned it on.
const CatalogEditor = lazy(() => import('~/features/catalog/editor/catalog-editor'))

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext)
  const { db, site, locale, user } = ctx
  // §2 gives the slug as optional: a product path without one leads to the shop.
  const slug = pageParam(params.slug)
  if (!slug) throw redirect(pathFor('shop', locale), 302)
  const path = await resolveCatalogPath(db, { siteId: site.id, route: 'product', locale, slug, search: url.search }, ctx.catalogSlugs)
  if (path?.redirectTo) throw redirect(path.redirectTo, 301)
  const product = path ? await getProductDetail(db, { siteId: site.id, id: path.id, locale }) : null
  if (!product) throw data(null, { status: 404 })
  // Related cards, prices and stock of other products may show too: the page is also a catalogue page.
  tagPage(ctx, pageTags.product(product.id), pageTags.catalog)
  const reviews = await loadCommentsBlock(db, { siteId: site.id, targetType: 'product', targetId: product.id })
  return { product, url: url.href, reviews, isEditing: isCatalogEditRequest(url, user) }
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  loaderData
    ? metaFromMatches(matches, { title: loaderData.product.name, description: textFromHtml(loaderData.product.description) })
    : []

export default function ProductScreen({ loaderData }: Route.ComponentProps) {
  const page = (
    <>
      <ProductPage key={loaderData.product.id} product={loaderData.product} url={loaderData.url} />
      <CommentsSection key={`reviews-${loaderData.product.id}`} targetType="product" targetId={loaderData.product.id} block={loaderData.reviews} />
    </>
  )
  if (!loaderData.isEditing) return page
  return (
    <Suspense fallback={page}>
      <CatalogEditor>{page}</CatalogEditor>
    </Suspense>
  )
}
