import type { Route } from './+types/invoices'
import { pendingInvoicesQuerySchema } from '#common/invoices/invoice-views'
import { requestContext } from '#server/context'
import { requireAdminPage } from '#server/admin/page-access'
import { listPendingInvoices } from '#server/invoices/invoice-desk'
import { screenMeta } from '~/lib/route-meta'
import { PendingInvoices } from '~/features/admin-orders/pending-invoices'

export const meta = screenMeta('desk.invoices.pendingTitle')

/** /admin/invoices: the invoices still waiting for their JIR (issue 21 point 5), oldest first. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'orders')
  const parsed = pendingInvoicesQuerySchema.safeParse(Object.fromEntries(url.searchParams))
  const query = parsed.success ? parsed.data : pendingInvoicesQuerySchema.parse({})
  return { list: await listPendingInvoices(db, { siteId: site.id, ...query }) }
}

export default function AdminInvoicesScreen({ loaderData }: Route.ComponentProps) {
  return <PendingInvoices list={loaderData.list} />
}
