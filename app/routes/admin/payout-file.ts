import { data } from 'react-router'
import type { Route } from './+types/payout-file'
import { payoutBatchSchema } from '#common/refunds/refund-schemas'
import { requestContext } from '#server/context'
import { requireAdminPage } from '#server/admin/page-access'
import { ApiError } from '#server/http/api-error'
import { payoutBatchXml } from '#server/refunds/payouts'

/** GET /admin/payouts/:batch.xml — an exported pain.001 file, as the bank's import takes it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'orders')
  const batch = payoutBatchSchema.safeParse(params.batch)
  if (!batch.success) throw data(null, { status: 404 })
  try {
    const xml = await payoutBatchXml(db, { siteId: site.id, batch: batch.data })
    return new Response(xml, {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Content-Disposition': `attachment; filename="${batch.data}.xml"`, 'Cache-Control': 'private, no-store' },
    })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}
