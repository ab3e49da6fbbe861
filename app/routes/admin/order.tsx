import { data } from 'react-router'
import type { Route } from './+types/order'
import { orderNoteSchema, orderStatusChangeSchema } from '#common/checkout/schemas'
import { requestContext } from '#server/context'
import { ApiError } from '#server/http/api-error'
import { orderShipmentSchema } from '#common/orders/shipment'
import { zodIssueMessage } from '#common/validation/messages'
import { translate } from '#common/i18n/translate'
import { deskEracuni } from '#server/eracun/eracun-desk'
import { isLocalIntermediary } from '#server/eracun/eracun-intermediary-for'
import { addDeskOrderNote, deskOrderDetail, setDeskOrderStatus } from '#server/orders/order-desk'
import { saveOrderShipment } from '#server/orders/order-shipment'
import { kickOutbox } from '#server/outbox/outbox-worker'
import { fiscaliseOrder } from '#server/invoices/cis-sender'
import { deskOrderInvoices, dueNow, stornoFromDesk } from '#server/invoices/invoice-desk'
import { stornoRequestFromForm, stornoRequestSchema } from '#common/invoices/invoice-views'
import { requireAdminPage } from '#server/admin/page-access'
import { casesOfOrder } from '#server/cases'
import { deskCaseAction } from '#server/cases/desk-case-action'
import { screenMeta } from '~/lib/route-meta'
import { OrderDetail, type DeskOutcome } from '~/features/admin-orders/order-detail'
import { formatMoney } from '#common/money'
import { refundCreateSchema, refundRequestFromForm } from '#common/refunds/refund-schemas'
import { refundOrder, retryProviderRefund } from '#server/refunds/refund-money'
import { refundIdParam } from '#server/api/refunds'
import { previewRefund } from '#server/refunds/refund-order'
import { listOrderRefunds } from '#server/refunds/refund-read'
import { refundOptions } from '#server/refunds/refund-state'

export const meta = screenMeta('desk.title')

function orderId(raw: string | undefined): number {
  const id = Number(raw)
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 })
  return id
}

/** /admin/orders/:orderId — one order of the desk. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, db, site, runtime } = context.get(requestContext)
  requireAdminPage(user, request, 'orders')
  const id = orderId(params.orderId)
  try {
    const order = await deskOrderDetail(db, { siteId: site.id, orderId: id })
    // Each invoice's eRačun (server/eracun), shown by EracunStatusSection.
    const eracuni = await deskEracuni(db, { siteId: site.id, orderId: id, isLocalIntermediary: isLocalIntermediary(runtime.config) })
    // The refund form's key is made here, once per render: a double submit of one form refunds once.
    const refunds = { options: await refundOptions(db, { siteId: site.id, orderId: id }), list: await listOrderRefunds(db, { siteId: site.id, orderId: id }), key: `desk-${crypto.randomUUID()}` }
    const [invoices, cases] = await Promise.all([deskOrderInvoices(db, { siteId: site.id, orderId: id }), casesOfOrder(db, { siteId: site.id, orderId: id })])
    return { order, eracuni, invoices, refunds, cases }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<DeskOutcome> {
  const { user, db, site, locale, runtime } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'orders')
  const id = orderId(params.orderId)
  const formData = await request.formData()
  const form = Object.fromEntries(formData)
  try {
    const caseOutcome = await deskCaseAction(db, { siteId: site.id, orderId: id, actor, form, locale })
    if (caseOutcome) return caseOutcome
    if (form.intent === 'shipment') {
      const parsed = orderShipmentSchema.safeParse(form)
      if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => zodIssueMessage(issue, locale)).join(' ') }
      await saveOrderShipment(db, { siteId: site.id, orderId: id, actor, shipment: parsed.data })
      return { ok: true, message: 'desk.shipment.saved' }
    }
    if (form.intent === 'storno') {
      const parsed = stornoRequestSchema.safeParse(stornoRequestFromForm(formData))
      if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => zodIssueMessage(issue, locale)).join(' ') }
      const storno = await stornoFromDesk(db, { siteId: site.id, orderId: id, invoiceId: Number(form.invoiceId), actor, request: parsed.data })
      await fiscaliseOrder(db, runtime.config, id)
      return { ok: true, message: 'desk.invoices.stornoIssued', params: { number: storno.number } }
    }
    if (form.intent === 'refundPreview' || form.intent === 'refund') {
      const parsed = refundCreateSchema.safeParse(refundRequestFromForm(formData))
      if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => zodIssueMessage(issue, locale)).join(' ') }
      const options = await refundOptions(db, { siteId: site.id, orderId: id })
      if (options.method === 'payout' && !parsed.data.iban) return { ok: false, message: translate(locale, 'desk.refunds.ibanRequired') }
      if (form.intent === 'refundPreview') {
        const preview = await previewRefund(db, { siteId: site.id, orderId: id, request: parsed.data })
        const fields: Record<string, string> = {}
        for (const [name, value] of formData.entries()) if (name !== 'intent' && typeof value === 'string') fields[name] = value
        return { ok: true, message: 'desk.refunds.confirmTitle', refund: { preview, fields } }
      }
      const result = await refundOrder(db, { siteId: site.id, orderId: id, request: parsed.data, actor, config: runtime.config })
      return { ok: true, message: result.replayed ? 'desk.refunds.replayed' : 'desk.refunds.done', params: { amount: formatMoney(result.refund.amount, locale) } }
    }
    if (form.intent === 'refundRetry') {
      const refundId = refundIdParam.safeParse(form.refundId)
      if (!refundId.success) return { ok: false, message: translate(locale, 'desk.refunds.notFound') }
      const retried = await retryProviderRefund(db, { siteId: site.id, orderId: id, refundId: refundId.data, actor, config: runtime.config })
      if (retried.status === 'failed') return { ok: false, message: translate(locale, 'desk.refunds.retryFailed', { error: retried.error ?? '' }) }
      return { ok: true, message: 'desk.refunds.retried', params: { amount: formatMoney(retried.amount, locale) } }
    }
    if (form.intent === 'fiscalise') {
      await dueNow(db, { siteId: site.id, orderId: id, invoiceId: Number(form.invoiceId) })
      await fiscaliseOrder(db, runtime.config, id)
      return { ok: true, message: 'desk.invoices.retried' }
    }
    if (form.intent === 'note') {
      const { note } = orderNoteSchema.parse(form)
      await addDeskOrderNote(db, { siteId: site.id, orderId: id, actor, note })
      return { ok: true, message: 'desk.noteSaved' }
    }
    const change = orderStatusChangeSchema.parse({ status: form.status, note: form.note ?? '' })
    const result = await setDeskOrderStatus(db, { siteId: site.id, orderId: id, actor, ...change })
    if (result.changed) {
      await fiscaliseOrder(db, runtime.config, id)
      kickOutbox()
    }
    return { ok: true, message: 'desk.statusChanged' }
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.localizedMessage(locale) }
    if (error instanceof Error && error.name === 'ZodError') throw data(null, { status: 400 })
    throw error
  }
}

export default function AdminOrderScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderDetail order={loaderData.order} eracuni={loaderData.eracuni} invoices={loaderData.invoices} refunds={loaderData.refunds} cases={loaderData.cases} outcome={actionData} />
}
