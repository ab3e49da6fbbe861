import { data, Link, useSearchParams } from 'react-router'
import type { Route } from './+types/sales-delivery-methods'
import { listParams } from '#common/admin/paging'
import { centsToEuroInput } from '#common/catalog/product-edit'
import { methodActiveSchema, shippingListQuerySchema } from '#common/shipping/schemas'
import { dbIdParamSchema } from '#common/validation/numbers'
import { requireAdminPage } from '#server/admin/page-access'
import { listDeliveryMethods, setDeliveryMethodActive } from '#server/checkout/delivery-method-admin'
import { requestContext } from '#server/context'
import { adminMeta } from '~/features/admin/admin-meta'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { AdminTable } from '~/features/admin/ui/admin-table'
import { AdminPager } from '~/features/admin/ui/pager'
import { useAdminT } from '~/features/admin/use-admin-t'
import { ActiveToggle } from '~/features/admin-shipping/active-toggle'
import { MethodListFilters } from '~/features/admin-shipping/method-list-filters'

export const meta = adminMeta('admin.nav.delivery')

/** /admin/delivery: the delivery methods checkout offers, in checkout's order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'settings')
  const parsed = shippingListQuerySchema.safeParse(listParams(request))
  const query = parsed.success ? parsed.data : shippingListQuerySchema.parse({})
  return { list: await listDeliveryMethods(db, { siteId: site.id, query }), query }
}

/** Turns one method on or off; everything else is edited on the method's own page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, db, site } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'settings')
  const form = await request.formData()
  const id = dbIdParamSchema.safeParse(form.get('id'))
  const change = methodActiveSchema.safeParse({ isActive: form.get('isActive') === 'true' })
  if (!id.success || !change.success) throw data(null, { status: 400 })
  await setDeliveryMethodActive(db, { siteId: site.id, actor, id: id.data, isActive: change.data.isActive })
  return { ok: true }
}

export default function AdminDeliveryMethodsScreen({ loaderData }: Route.ComponentProps) {
  const t = useAdminT()
  const [params] = useSearchParams()
  const { list, query } = loaderData
  return (
    <AdminPage
      title={t('admin.nav.delivery')}
      actions={
        <Link className="button button--primary" to="/admin/delivery/new">
          {t('shipping.newDelivery')}
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
        label={t('admin.nav.delivery')}
        nowrap
        isEmpty={list.items.length === 0}
        empty={t('admin.empty.deliveryMethods', { action: t('shipping.newDelivery') })}
        columns={[
          { label: t('shipping.name') },
          { label: t('shipping.price'), numeric: true },
          { label: t('shipping.freeFrom'), numeric: true },
          { label: t('shipping.countries') },
          { label: t('shipping.branchCount'), numeric: true },
          { label: t('shipping.state') },
          { label: t('shipping.actions'), labelHidden: true },
        ]}
      >
        {list.items.map((method) => (
          <tr key={method.id}>
            <th scope="row">
              <Link to={`/admin/delivery/${method.id}`}>{method.name.hr}</Link>
            </th>
            <td className="admin-table__number">{centsToEuroInput(method.price)} €</td>
            <td className="admin-table__number">{method.freeFrom === null ? t('shipping.never') : `${centsToEuroInput(method.freeFrom)} €`}</td>
            <td>{method.countries.length ? method.countries.join(', ') : t('shipping.allCountries')}</td>
            <td className="admin-table__number">{method.branchCount}</td>
            <td>{t(method.isActive ? 'shipping.on' : 'shipping.off')}</td>
            <td>
              <ActiveToggle id={method.id} isActive={method.isActive} name={method.name.hr} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager list={list} />
    </AdminPage>
  )
}
