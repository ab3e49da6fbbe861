import { data, Link, useSearchParams } from 'react-router'
import type { Route } from './+types/sales-payment-methods'
import { listParams } from '#common/admin/paging'
import { methodActiveSchema, shippingListQuerySchema } from '#common/shipping/schemas'
import { dbIdParamSchema } from '#common/validation/numbers'
import { requireAdminPage } from '#server/admin/page-access'
import { requestContext } from '#server/context'
import { listPaymentMethods, paymentProviderStatus, setPaymentMethodActive } from '#server/payments/payment-method-admin'
import { adminMeta } from '~/features/admin/admin-meta'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { AdminTable } from '~/features/admin/ui/admin-table'
import { AdminPager } from '~/features/admin/ui/pager'
import { useAdminT } from '~/features/admin/use-admin-t'
import { ActiveToggle } from '~/features/admin-shipping/active-toggle'
import { MethodListFilters } from '~/features/admin-shipping/method-list-filters'
import { PaymentProviders } from '~/features/admin-shipping/payment-providers'

export const meta = adminMeta('admin.nav.paymentMethods')

/** /admin/payment-methods: the payment methods checkout offers, and which provider settings the environment holds. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site, runtime } = context.get(requestContext)
  requireAdminPage(user, request, 'settings')
  const parsed = shippingListQuerySchema.safeParse(listParams(request))
  const query = parsed.success ? parsed.data : shippingListQuerySchema.parse({})
  return { list: await listPaymentMethods(db, { siteId: site.id, query }), query, providers: paymentProviderStatus(runtime.config) }
}

/** Turns one method on or off; everything else is edited on the method's own page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, db, site } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'settings')
  const form = await request.formData()
  const id = dbIdParamSchema.safeParse(form.get('id'))
  const change = methodActiveSchema.safeParse({ isActive: form.get('isActive') === 'true' })
  if (!id.success || !change.success) throw data(null, { status: 400 })
  await setPaymentMethodActive(db, { siteId: site.id, actor, id: id.data, isActive: change.data.isActive })
  return { ok: true }
}

export default function AdminPaymentMethodsScreen({ loaderData }: Route.ComponentProps) {
  const t = useAdminT()
  const [params] = useSearchParams()
  const { list, query, providers } = loaderData
  return (
    <AdminPage
      title={t('admin.nav.paymentMethods')}
      actions={
        <Link className="button button--primary" to="/admin/payment-methods/new">
          {t('shipping.newPayment')}
        </Link>
      }
    >
      {params.get('saved') ? (
        <p className="admin-notice" role="status">
          {t('shipping.saved', { name: params.get('saved') ?? '' })}
        </p>
      ) : null}
      <MethodListFilters query={query} />
      <AdminTable
        label={t('admin.nav.paymentMethods')}
        nowrap
        isEmpty={list.items.length === 0}
        empty={t('admin.empty.paymentMethods', { action: t('shipping.newPayment') })}
        columns={[
          { label: t('shipping.name') },
          { label: t('shipping.code') },
          { label: t('shipping.type') },
          { label: t('shipping.position'), numeric: true },
          { label: t('shipping.state') },
          { label: t('shipping.actions'), labelHidden: true },
        ]}
      >
        {list.items.map((method) => (
          <tr key={method.id}>
            <th scope="row">
              <Link to={`/admin/payment-methods/${method.id}`}>{method.name.hr}</Link>
            </th>
            <td>{method.code}</td>
            <td>{t(`shipping.type.${method.type}`)}</td>
            <td className="admin-table__number">{method.position}</td>
            <td>{t(method.isActive ? 'shipping.on' : 'shipping.off')}</td>
            <td>
              <ActiveToggle id={method.id} isActive={method.isActive} name={method.name.hr} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager list={list} />
      <PaymentProviders providers={providers} />
    </AdminPage>
  )
}
