import { data, Form, Link, useSearchParams } from 'react-router'
import type { Route } from './+types/sales-coupons'
import { listParams } from '#common/admin/paging'
import { centsToEuroInput } from '#common/catalog/product-edit'
import { couponActiveSchema, couponListQuerySchema, couponStates, type CouponRowView } from '#common/coupons/schemas'
import { dbIdParamSchema } from '#common/validation/numbers'
import { requireAdminPage } from '#server/admin/page-access'
import { listCoupons, setCouponActive } from '#server/cart/coupon-admin'
import { requestContext } from '#server/context'
import { adminMeta } from '~/features/admin/admin-meta'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { AdminPager } from '~/features/admin/ui/pager'
import { useAdminT } from '~/features/admin/use-admin-t'
import { AdminTable } from '~/features/admin/ui/admin-table'

export const meta = adminMeta('admin.nav.coupons')

/** /admin/coupons: every discount code, filtered and paged on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'orders')
  const parsed = couponListQuerySchema.safeParse(listParams(request))
  const query = parsed.success ? parsed.data : couponListQuerySchema.parse({})
  return { list: await listCoupons(db, { siteId: site.id, query }), query }
}

/** Turns one coupon on or off; everything else is edited on the coupon's own page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, db, site } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'orders')
  const form = await request.formData()
  const id = dbIdParamSchema.safeParse(form.get('id'))
  const change = couponActiveSchema.safeParse({ isActive: form.get('isActive') === 'true' })
  if (!id.success || !change.success) throw data(null, { status: 400 })
  await setCouponActive(db, { siteId: site.id, actor, id: id.data, isActive: change.data.isActive })
  return { ok: true }
}

function Discount({ coupon }: { coupon: CouponRowView }) {
  const t = useAdminT()
  const amount = coupon.type === 'percentage' ? `${coupon.value} %` : `${centsToEuroInput(coupon.value)} €`
  return (
    <>
      {amount}
      {coupon.freeDelivery ? ` + ${t('coupons.freeDelivery').toLowerCase()}` : ''}
    </>
  )
}

export default function AdminCouponsScreen({ loaderData }: Route.ComponentProps) {
  const t = useAdminT()
  const [params] = useSearchParams()
  const { list, query } = loaderData
  return (
    <AdminPage
      title={t('admin.nav.coupons')}
      actions={
        <Link className="button button--primary" to="/admin/coupons/new">
          {t('coupons.new')}
        </Link>
      }
    >
      {params.get('saved') ? (
        <p className="admin-notice" role="status">
          {t('coupons.created', { code: params.get('saved') ?? '' })}
        </p>
      ) : null}
      <form method="get" className="admin-filters">
        <label>
          {t('admin.filter.search')}
          <input className="field__input" type="search" name="q" defaultValue={query.q ?? ''} maxLength={60} />
        </label>
        <label>
          {t('coupons.state')}
          <select className="field__input" name="state" defaultValue={query.state ?? ''}>
            <option value="">{t('coupons.state.any')}</option>
            {couponStates.map((state) => (
              <option key={state} value={state}>
                {t(`coupons.state.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--secondary">
          {t('admin.filter.apply')}
        </button>
      </form>
      <AdminTable
        label={t('admin.nav.coupons')}
        isEmpty={list.items.length === 0}
        empty={t('admin.empty.coupons', { action: t('coupons.new') })}
        nowrap
        columns={[
          { label: t('coupons.code') },
          { label: t('coupons.value') },
          { label: t('coupons.window') },
          { label: t('coupons.used'), numeric: true },
          { label: t('coupons.state') },
          { label: t('coupons.actions') },
        ]}
      >
        {list.items.map((coupon) => (
          <tr key={coupon.id}>
            <th scope="row">
              <Link to={`/admin/coupons/${coupon.id}`}>{coupon.code}</Link>
            </th>
            <td>
              <Discount coupon={coupon} />
            </td>
            <td>{coupon.validFrom || coupon.validUntil ? `${coupon.validFrom ?? '…'} – ${coupon.validUntil ?? '…'}` : '—'}</td>
            <td className="admin-table__number">{coupon.usageLimit === null ? coupon.usedCount : t('coupons.usedOf', { used: coupon.usedCount, limit: coupon.usageLimit })}</td>
            <td>{t(`coupons.state.${coupon.state}`)}</td>
            <td>
              <Form method="post">
                <input type="hidden" name="id" value={coupon.id} />
                <input type="hidden" name="isActive" value={coupon.isActive ? 'false' : 'true'} />
                <button type="submit" className="button button--secondary" aria-label={`${t(coupon.isActive ? 'coupons.deactivate' : 'coupons.activate')} ${coupon.code}`}>
                  {t(coupon.isActive ? 'coupons.deactivate' : 'coupons.activate')}
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager list={list} />
    </AdminPage>
  )
}
