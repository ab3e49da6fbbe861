import { data, isRouteErrorResponse, Outlet, redirect, useRouteError } from 'react-router'
import type { Route } from './+types/layout'
import { isBackoffice } from '#server/auth/access'
import { requestContext } from '#server/context'
import { adminCapabilities } from '#server/admin/capabilities'
import { adminLocaleOf } from '#server/admin/admin-locale'
import { AdminFrame } from '~/features/admin/admin-frame'
import { AdminForbidden } from '~/features/admin/admin-forbidden'
import adminStylesHref from '~/styles/admin.css?url'
import { accountMessagesHandle, withAdminMessages } from '~/lib/account-messages'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminStylesHref }]

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }]

// The order desk's and accounts' texts are a catalogue part of their own (ADR 026).
export const handle = accountMessagesHandle
export const clientLoader = (args: Route.ClientLoaderArgs) => withAdminMessages(args)

/**
 * The admin's own layout (§2): every /admin page sits in it. Visitors go to /adminLogin and come
 * back; logins that are not backoffice users see "no access". Each page checks its own scope.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user, runtime } = context.get(requestContext)
  if (!user) {
    throw redirect(`/adminLogin?redirect=${encodeURIComponent(url.pathname + url.search)}`)
  }
  const adminLocale = adminLocaleOf(request)
  if (!isBackoffice(user)) throw data({ adminLocale }, { status: 403 })
  return { adminLocale, email: user.email, scopes: user.scopes, capabilities: adminCapabilities(runtime) }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame email={loaderData.email} scopes={loaderData.scopes} capabilities={loaderData.capabilities}>
      <Outlet />
    </AdminFrame>
  )
}

/** A page's 403 shows inside the frame when the layout itself loaded; otherwise a bare notice. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminForbidden />
  throw error
}
