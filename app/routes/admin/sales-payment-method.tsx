import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/sales-payment-method'
import { dbIdParamSchema } from '#common/validation/numbers'
import { requireAdminPage } from '#server/admin/page-access'
import { savePaymentForm } from '#server/admin/shipping-forms'
import { deliveryMethodChoices } from '#server/checkout/delivery-method-admin'
import { requestContext } from '#server/context'
import { ApiError } from '#server/http/api-error'
import { getPaymentMethod } from '#server/payments/payment-method-admin'
import { adminMeta } from '~/features/admin/admin-meta'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { useAdminT } from '~/features/admin/use-admin-t'
import { PaymentMethodForm } from '~/features/admin-shipping/payment-method-form'

export const meta = adminMeta('admin.nav.paymentMethods')

/** `new`, or the id of one of this site's methods; anything else is a 404. */
function methodIdOf(params: { methodId?: string }): number | undefined {
  if (params.methodId === 'new') return undefined
  const id = dbIdParamSchema.safeParse(params.methodId)
  if (!id.success) throw data(null, { status: 404 })
  return id.data
}

function notFoundAs404(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
  throw error
}

/** /admin/payment-methods/new and /admin/payment-methods/:id: one payment method. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'settings')
  const id = methodIdOf(params)
  const method = id === undefined ? null : await getPaymentMethod(db, { siteId: site.id, id }).catch(notFoundAs404)
  return { method, deliveryMethods: await deliveryMethodChoices(db, { siteId: site.id }) }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, db, site } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'settings')
  const id = methodIdOf(params)
  const form = await request.formData()
  const result = await savePaymentForm(db, { siteId: site.id, actor, form, id }).catch(notFoundAs404)
  if ('fields' in result) return result
  throw redirect(`/admin/payment-methods?saved=${encodeURIComponent(String(form.get('name.hr') ?? '').trim())}`)
}

export default function AdminPaymentMethodScreen({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT()
  const { method, deliveryMethods } = loaderData
  return (
    <AdminPage title={method ? t('shipping.edit', { name: method.name.hr }) : t('shipping.newPayment')} actions={<Link to="/admin/payment-methods">{t('shipping.backToPayments')}</Link>}>
      <PaymentMethodForm key={method?.id ?? 'new'} method={method} deliveryMethods={deliveryMethods} errors={actionData?.fields} />
    </AdminPage>
  )
}
