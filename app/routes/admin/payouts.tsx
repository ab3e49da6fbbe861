import type { Route } from './+types/payouts'
import { payoutBatchSchema } from '#common/refunds/refund-schemas'
import { requestContext } from '#server/context'
import { requireAdminPage } from '#server/admin/page-access'
import { ApiError } from '#server/http/api-error'
import { kickOutbox } from '#server/outbox/outbox-worker'
import { exportPayouts, listPayouts, markPayoutBatchPaid } from '#server/refunds/payouts'
import { screenMeta } from '~/lib/route-meta'
import { Payouts, type PayoutsOutcome } from '~/features/admin-orders/payouts'

export const meta = screenMeta('desk.payouts.title')

/** /admin/payouts: refunds paid by credit transfer, their pain.001 files, and "paid" once the bank carried a file out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'orders')
  return { payouts: await listPayouts(db, { siteId: site.id }) }
}

export async function action({ request, context }: Route.ActionArgs): Promise<PayoutsOutcome> {
  const { user, db, site, locale } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'orders')
  const form = await request.formData()
  try {
    if (form.get('intent') === 'export') {
      const file = await exportPayouts(db, { siteId: site.id, actor })
      return file ? { ok: true, message: 'exported', batch: file.batch } : { ok: false, message: 'desk.payouts.nothing' }
    }
    const batch = payoutBatchSchema.safeParse(form.get('batch'))
    if (!batch.success) return { ok: false, message: 'validation.invalid' }
    const { paid } = await markPayoutBatchPaid(db, { siteId: site.id, batch: batch.data, actor })
    kickOutbox()
    return { ok: true, message: 'paid', count: paid }
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.messageKey, text: error.localizedMessage(locale) }
    throw error
  }
}

export default function AdminPayoutsScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <Payouts payouts={loaderData.payouts} outcome={actionData} />
}
