import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/sales-coupon'
import { dbIdParamSchema } from '#common/validation/numbers'
import { requireAdminPage } from '#server/admin/page-access'
import { saveCouponForm } from '#server/admin/coupon-form'
import { couponCategoryChoices, getCoupon } from '#server/cart/coupon-admin'
import { requestContext } from '#server/context'
import { ApiError } from '#server/http/api-error'
import { adminMeta } from '~/features/admin/admin-meta'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { useAdminT } from '~/features/admin/use-admin-t'
import { CouponForm } from '~/features/admin-sales/coupon-form'

export const meta = adminMeta('admin.nav.coupons')

function couponIdOf(params: { couponId?: string }): number {
  const id = dbIdParamSchema.safeParse(params.couponId)
  if (!id.success) throw data(null, { status: 404 })
  return id.data
}

/** /admin/coupons/:couponId: every rule of one coupon, and how often it was used. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'orders')
  const id = couponIdOf(params)
  const coupon = await getCoupon(db, { siteId: site.id, id }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  })
  return { coupon, categories: await couponCategoryChoices(db, { siteId: site.id }) }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, db, site } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'orders')
  const id = couponIdOf(params)
  const form = await request.formData()
  const result = await saveCouponForm(db, { siteId: site.id, actor, form, id }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  })
  if ('fields' in result) return result
  throw redirect(`/admin/coupons?saved=${encodeURIComponent(String(form.get('code') ?? '').trim().toUpperCase())}`)
}

export default function AdminCouponScreen({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT()
  const { coupon } = loaderData
  return (
    <AdminPage title={t('coupons.edit', { code: coupon.code })} actions={<Link to="/admin/coupons">{t('coupons.backToList')}</Link>}>
      <p>
        {t('coupons.used')}: {coupon.usageLimit === null ? coupon.usedCount : t('coupons.usedOf', { used: coupon.usedCount, limit: coupon.usageLimit })} · {t('coupons.state')}:{' '}
        {t(`coupons.state.${coupon.state}`)}
      </p>
      <CouponForm key={coupon.id} coupon={coupon} categories={loaderData.categories} errors={actionData?.fields} />
    </AdminPage>
  )
}
