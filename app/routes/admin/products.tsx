import { data } from 'react-router'
import type { Route } from './+types/products'
import { listParams } from '#common/admin/paging'
import { adminProductFilterSchema, adminProductQuerySchema, productQuickEditSchema } from '#common/catalog/admin-products'
import { parseCsvEuros } from '#common/catalog/product-csv'
import { adminPagingSchema } from '#common/admin/paging'
import { requireAdminPage } from '#server/admin/page-access'
import { listAdminProducts, quickEditProduct } from '#server/catalog/admin-products'
import { listCategoriesForEditor } from '#server/catalog/category-edit-service'
import { requestContext } from '#server/context'
import { ApiError } from '#server/http/api-error'
import { adminMeta } from '~/features/admin/admin-meta'
import { ProductList, type QuickEditOutcome } from '~/features/admin-catalog/product-list'

export const meta = adminMeta('admin.nav.products')

/** The list's query: a bad filter value means "any" on the page (the API answers 400 instead). */
function pageQuery(request: Request) {
  const params = listParams(request)
  const filters = Object.fromEntries(
    Object.entries(adminProductFilterSchema.shape).map(([key, schema]) => {
      const parsed = schema.safeParse(params[key])
      return [key, parsed.success ? parsed.data : undefined]
    }),
  )
  return adminProductQuerySchema.parse({ ...filters, ...adminPagingSchema.parse(params) })
}

/** /admin/products: the catalogue server-paged, searched, filtered and sorted; price and stock quick edit. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'catalog')
  const query = pageQuery(request)
  const [list, categories] = await Promise.all([
    listAdminProducts(db, { siteId: site.id, locale: 'hr', query }),
    listCategoriesForEditor(db, { siteId: site.id }),
  ])
  return { list, query, categories: categories.map((c) => ({ id: c.id, name: c.names.hr ?? String(c.id) })) }
}

export async function action({ request, context }: Route.ActionArgs): Promise<QuickEditOutcome> {
  const { user, db, site } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'catalog')
  const form = await request.formData()
  const productId = Number(form.get('productId'))
  const sku = String(form.get('sku') ?? '')
  if (!Number.isInteger(productId) || productId < 1) throw data(null, { status: 400 })
  const price = parseCsvEuros(String(form.get('price') ?? ''))
  if (price === null) return { ok: false, productId, messageKey: 'catalog.products.badPrice' }
  const parsed = productQuickEditSchema.safeParse({ price, stockQuantity: Number(String(form.get('stockQuantity') ?? '').trim() || NaN) })
  if (!parsed.success) return { ok: false, productId, messageKey: parsed.error.issues[0]?.path[0] === 'price' ? 'catalog.products.badPrice' : 'catalog.products.badStock' }
  try {
    await quickEditProduct(db, { siteId: site.id, productId, actor, change: parsed.data })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { ok: false, productId, messageKey: 'catalog.products.notFound' }
    throw error
  }
  return { ok: true, productId, messageKey: 'catalog.products.saved', sku }
}

export default function AdminProductsScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductList {...loaderData} outcome={actionData} />
}
