import { data, Form, Link, useSearchParams } from 'react-router'
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
import { AdminPager } from '~/features/admin/ui/pager'
import { useAdminT } from '~/features/admin/use-admin-t'
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
      <div className="admin-table-wrap" role="group" aria-label={t('admin.nav.delivery')} tabIndex={0}>
        <table className="admin-table admin-table--nowrap">
          <thead>
            <tr>
              <th scope="col">{t('shipping.name')}</th>
              <th scope="col" className="admin-table__number">
                {t('shipping.price')}
              </th>
              <th scope="col" className="admin-table__number">
                {t('shipping.freeFrom')}
              </th>
              <th scope="col">{t('shipping.countries')}</th>
              <th scope="col" className="admin-table__number">
                {t('shipping.branchCount')}
              </th>
              <th scope="col">{t('shipping.state')}</th>
              <th scope="col">{t('shipping.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.length === 0 ? (
              <tr>
                <td colSpan={7}>{t('admin.empty')}</td>
              </tr>
            ) : (
              list.items.map((method) => (
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
                    <Form method="post">
                      <input type="hidden" name="id" value={method.id} />
                      <input type="hidden" name="isActive" value={method.isActive ? 'false' : 'true'} />
                      <button type="submit" className="button button--secondary" aria-label={`${t(method.isActive ? 'shipping.deactivate' : 'shipping.activate')}: ${method.name.hr}`}>
                        {t(method.isActive ? 'shipping.deactivate' : 'shipping.activate')}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <AdminPager list={list} />
    </AdminPage>
  )
}
