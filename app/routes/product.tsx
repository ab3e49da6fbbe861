import { data, redirect } from 'react-router'
import { pathFor } from '#common/i18n/paths'
import type { Route } from './+types/product'
import { requestContext } from '#server/context'
import { findProductIdBySlug, getProductDetail } from '#server/catalog'
import { ProductPage } from '~/features/catalog/product-page'
import { metaFromMatches } from '~/lib/meta'
import { pageParam } from '~/lib/page-params'

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, site, locale } = context.get(requestContext)
  // §2 gives the slug as optional: a product path without one leads to the shop.
  const slug = pageParam(params.slug)
  if (!slug) throw redirect(pathFor('shop', locale), 302)
  const id = await findProductIdBySlug(db, { siteId: site.id, slug, locale })
  const product = id ? await getProductDetail(db, { siteId: site.id, id, locale }) : null
  if (!product) throw data(null, { status: 404 })
  return { product, url: request.url }
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  loaderData
    ? metaFromMatches(matches, { title: loaderData.product.name, description: loaderData.product.description })
    : []

export default function ProductScreen({ loaderData }: Route.ComponentProps) {
  return <ProductPage key={loaderData.product.id} product={loaderData.product} url={loaderData.url} />
}
