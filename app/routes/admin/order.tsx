import { data } from 'react-router'
import type { Route } from './+types/order'
import { orderNoteSchema, orderStatusChangeSchema } from '#common/checkout/schemas'
import { requestContext } from '#server/context'
import { ApiError } from '#server/http/api-error'
import { addDeskOrderNote, deskOrderDetail, setDeskOrderStatus } from '#server/orders/order-desk'
import { kickOutbox } from '#server/outbox/outbox-worker'
import { requireAdminPage } from '#server/admin/page-access'
import { screenMeta } from '~/lib/route-meta'
import { OrderDetail, type DeskOutcome } from '~/features/admin-orders/order-detail'

export const meta = screenMeta('desk.title')

function orderId(raw: string | undefined): number {
  const id = Number(raw)
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 })
  return id
}

/** /admin/orders/:orderId — one order of the desk. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'orders')
  try {
    return { order: await deskOrderDetail(db, { siteId: site.id, orderId: orderId(params.orderId) }) }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<DeskOutcome> {
  const { user, db, site, locale } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'orders')
  const id = orderId(params.orderId)
  const form = Object.fromEntries(await request.formData())
  try {
    if (form.intent === 'note') {
      const { note } = orderNoteSchema.parse(form)
      await addDeskOrderNote(db, { siteId: site.id, orderId: id, actor, note })
      return { ok: true, message: 'desk.noteSaved' }
    }
    const change = orderStatusChangeSchema.parse({ status: form.status, note: form.note ?? '' })
    const result = await setDeskOrderStatus(db, { siteId: site.id, orderId: id, actor, ...change })
    if (result.changed) kickOutbox()
    return { ok: true, message: 'desk.statusChanged' }
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.localizedMessage(locale) }
    if (error instanceof Error && error.name === 'ZodError') throw data(null, { status: 400 })
    throw error
  }
}

export default function AdminOrderScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderDetail order={loaderData.order} outcome={actionData} />
}
