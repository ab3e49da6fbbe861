import { Link, redirect } from 'react-router'
import type { Route } from './+types/sales-coupon-new'
import { requireAdminPage } from '#server/admin/page-access'
import { saveCouponForm } from '#server/admin/coupon-form'
import { couponCategoryChoices } from '#server/cart/coupon-admin'
import { requestContext } from '#server/context'
import { adminMeta } from '~/features/admin/admin-meta'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { useAdminT } from '~/features/admin/use-admin-t'
import { CouponForm } from '~/features/admin-sales/coupon-form'

export const meta = adminMeta('coupons.new')

/** /admin/coupons/new: a new discount code. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'orders')
  return { categories: await couponCategoryChoices(db, { siteId: site.id }) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, db, site } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'orders')
  const form = await request.formData()
  const result = await saveCouponForm(db, { siteId: site.id, actor, form })
  if ('fields' in result) return result
  throw redirect(`/admin/coupons?saved=${encodeURIComponent(String(form.get('code') ?? '').trim().toUpperCase())}`)
}

export default function AdminCouponNewScreen({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT()
  return (
    <AdminPage title={t('coupons.new')} actions={<Link to="/admin/coupons">{t('coupons.backToList')}</Link>}>
      <CouponForm coupon={null} categories={loaderData.categories} errors={actionData?.fields} />
    </AdminPage>
  )
}
