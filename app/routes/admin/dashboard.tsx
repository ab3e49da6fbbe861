import { data } from 'react-router'
import type { Route } from './+types/dashboard'
import { requestContext } from '#server/context'
import { hasScope } from '#server/auth/access'
import { requireAdminPage } from '#server/admin/page-access'
import { getSiteOptions, setSiteOption } from '#server/site/site-service'
import { loadDashboard } from '#server/admin/dashboard'
import { switchDummyMode } from '#server/site/dummy-mode'
import { SiteOptionToggle } from '~/features/account/site-option-toggle'
import { adminMeta } from '~/features/admin/admin-meta'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { useAdminT } from '~/features/admin/use-admin-t'
import { DashboardBlocks } from '~/features/admin-sales/dashboard-blocks'

export const meta = adminMeta('admin.nav.dashboard')

/** /admin: the owner's morning page; each backoffice user sees the parts of their scopes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site, runtime } = context.get(requestContext)
  const admin = requireAdminPage(user, request)
  const [options, dashboard] = await Promise.all([getSiteOptions(db, site.id), loadDashboard(db, { siteId: site.id, user: admin, config: runtime.config })])
  return {
    dashboard,
    maintenance: options.MaintenanceMode,
    dummyMode: options.DummyMode,
    canEditSettings: hasScope(admin, 'settings'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext)
  const user = requireAdminPage(ctx.user, request, 'settings')
  const form = await request.formData()
  const isOn = form.get('value') === 'on'
  if (form.get('intent') === 'dummyMode') {
    await switchDummyMode(ctx.db, { siteId: ctx.site.id, isOn, actor: { id: user.id, email: user.email } })
    return { intent: 'dummyMode', ok: true }
  }
  if (form.get('intent') === 'maintenance') {
    await setSiteOption(ctx.db, { siteId: ctx.site.id, key: 'MaintenanceMode', value: isOn })
    return { intent: 'maintenance', ok: true }
  }
  throw data(null, { status: 400 })
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const t = useAdminT()
  return (
    <AdminPage title={t('admin.nav.dashboard')}>
      <DashboardBlocks view={loaderData.dashboard} />
      {loaderData.canEditSettings ? (
        <div className="admin-stats" role="group" aria-label={t('sales.siteSwitches')}>
          <SiteOptionToggle
            intent="maintenance"
            isOn={loaderData.maintenance}
            texts={{ heading: 'account.maintenanceHeading', on: 'account.maintenanceOn', off: 'account.maintenanceOff', turnOn: 'account.maintenanceTurnOn', turnOff: 'account.maintenanceTurnOff' }}
          />
          <SiteOptionToggle
            intent="dummyMode"
            isOn={loaderData.dummyMode}
            texts={{ heading: 'account.dummyHeading', on: 'account.dummyOn', off: 'account.dummyOff', turnOn: 'account.dummyTurnOn', turnOff: 'account.dummyTurnOff' }}
          />
        </div>
      ) : null}
    </AdminPage>
  )
}
