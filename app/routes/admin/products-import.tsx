import type { Route } from './+types/products-import'
import { requireAdminPage } from '#server/admin/page-access'
import { requestContext } from '#server/context'
import { adminMeta } from '~/features/admin/admin-meta'
import { ProductImport } from '~/features/admin-catalog/product-import'

export const meta = adminMeta('admin.nav.productImport')

/** /admin/products/import: a CSV file checked (dry run), then imported with a progress bar. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext)
  requireAdminPage(user, request, 'catalog')
  return null
}

export default function AdminProductImportScreen() {
  return <ProductImport />
}
