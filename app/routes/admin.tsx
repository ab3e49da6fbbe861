import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/admin'
import { requestContext } from '#server/context'
import { hasScope, isBackoffice } from '#server/auth/access'
import { logoutAction } from '#server/users/account-actions'
import { getSiteOptions, setSiteOption } from '#server/site/site-service'
import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useSiteShell, useT } from '~/lib/site-shell'
import { PageNotice } from '~/features/account/form-notice'
import { LogoutButton } from '~/features/account/profile-forms'
import { SiteOptionToggle } from '~/features/account/site-option-toggle'
import { switchDummyMode } from '#server/site/dummy-mode'

export const meta = screenMeta('page.admin')

/** /admin needs a login with the `admin` scope: visitors go to /adminLogin, others get 403. */
export async function loader({ context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  if (!user) throw redirect('/adminLogin?redirect=/admin')
  if (!hasScope(user, 'admin')) {
    return data({ allowed: false as const, email: user.email, scopes: user.scopes, maintenance: false, dummyMode: false, canEditSettings: false }, { status: 403 })
  }
  const options = await getSiteOptions(db, site.id)
  return {
    allowed: true as const,
    email: user.email,
    scopes: user.scopes,
    maintenance: options.MaintenanceMode,
    dummyMode: options.DummyMode,
    canEditSettings: hasScope(user, 'settings'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext)
  const form = await request.formData()
  if (form.get('intent') === 'logout') return logoutAction(request, ctx)
  const user = ctx.user
  if (!user || !isBackoffice(user) || !hasScope(user, 'settings')) throw data(null, { status: 403 })
  if (form.get('intent') === 'dummyMode') {
    await switchDummyMode(ctx.db, { siteId: ctx.site.id, isOn: form.get('value') === 'on', actor: { id: user.id, email: user.email } })
    return { intent: 'dummyMode', ok: true }
  }
  if (form.get('intent') === 'maintenance') {
    await setSiteOption(ctx.db, { siteId: ctx.site.id, key: 'MaintenanceMode', value: form.get('value') === 'on' })
  }
  return { intent: 'maintenance', ok: true }
}

export default function AdminScreen({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const shell = useSiteShell()
  if (!loaderData.allowed) {
    return (
      <PageShell title={t('page.admin')}>
        <div className="account-layout">
          <PageNotice kind="error" message={t('account.adminForbidden')} />
          <LogoutButton />
        </div>
      </PageShell>
    )
  }
  return (
    <PageShell title={t('page.admin')} lead={t('account.adminWelcome', { email: loaderData.email, scopes: loaderData.scopes.join(', ') })}>
      <div className="account-columns">
        <nav className="account-card" aria-label={t('page.admin')}>
          <ul className="admin-nav">
            <li>
              <Link to={shell?.homeHref ?? '/'}>{t('account.adminBackToSite')}</Link>
            </li>
            <li>
              <Link to="/admin/forms">{t('forms.adminTitle')}</Link>
            </li>
          </ul>
        </nav>
        <div>
          {loaderData.canEditSettings ? (
            <SiteOptionToggle
              intent="maintenance"
              isOn={loaderData.maintenance}
              texts={{ heading: 'account.maintenanceHeading', on: 'account.maintenanceOn', off: 'account.maintenanceOff', turnOn: 'account.maintenanceTurnOn', turnOff: 'account.maintenanceTurnOff' }}
            />
          ) : null}
          {loaderData.canEditSettings ? (
            <SiteOptionToggle
              intent="dummyMode"
              isOn={loaderData.dummyMode}
              texts={{ heading: 'account.dummyHeading', on: 'account.dummyOn', off: 'account.dummyOff', turnOn: 'account.dummyTurnOn', turnOff: 'account.dummyTurnOff' }}
            />
          ) : null}
          <LogoutButton />
        </div>
      </div>
    </PageShell>
  )
}
