import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/sales-delivery-method'
import { dbIdParamSchema } from '#common/validation/numbers'
import { requireAdminPage } from '#server/admin/page-access'
import { saveDeliveryForm } from '#server/admin/shipping-forms'
import { getDeliveryMethod } from '#server/checkout/delivery-method-admin'
import { requestContext } from '#server/context'
import { ApiError } from '#server/http/api-error'
import { listCountries } from '#server/site/site-service'
import { adminMeta } from '~/features/admin/admin-meta'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { useAdminT } from '~/features/admin/use-admin-t'
import { DeliveryMethodForm } from '~/features/admin-shipping/delivery-method-form'

export const meta = adminMeta('admin.nav.delivery')

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

/** /admin/delivery/new and /admin/delivery/:id: one delivery method with its prices, countries and branches. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'settings')
  const id = methodIdOf(params)
  const method = id === undefined ? null : await getDeliveryMethod(db, { siteId: site.id, id }).catch(notFoundAs404)
  const countries = (await listCountries(db)).map((country) => ({ iso: country.iso, name: country.names.hr ?? country.iso })).sort((a, b) => a.name.localeCompare(b.name, 'hr'))
  return { method, countries }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, db, site } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'settings')
  const id = methodIdOf(params)
  const form = await request.formData()
  const result = await saveDeliveryForm(db, { siteId: site.id, actor, form, id }).catch(notFoundAs404)
  if ('fields' in result) return result
  throw redirect(`/admin/delivery?saved=${encodeURIComponent(String(form.get('name.hr') ?? '').trim())}`)
}

export default function AdminDeliveryMethodScreen({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT()
  const { method, countries } = loaderData
  return (
    <AdminPage title={method ? t('shipping.edit', { name: method.name.hr }) : t('shipping.newDelivery')} actions={<Link to="/admin/delivery">{t('shipping.backToDelivery')}</Link>}>
      <DeliveryMethodForm key={method?.id ?? 'new'} method={method} countries={countries} errors={actionData?.fields} />
    </AdminPage>
  )
}
