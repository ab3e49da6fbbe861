import { redirect } from 'react-router'
import type { Route } from './+types/admin-login'
import { requestContext } from '#server/context'
import { isBackoffice } from '#server/auth/access'
import { loginAction } from '#server/users/account-actions'
import { accountMessagesHandle, withAccountMessages } from '~/lib/account-messages'
import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useT } from '~/lib/site-shell'
import { LoginForm } from '~/features/account/login-form'

export const meta = screenMeta('page.adminLogin')

// Accounts and checkout texts are a catalogue part of their own (ADR 026).
export const handle = accountMessagesHandle
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountMessages(args)

export async function loader({ context }: Route.LoaderArgs) {
  if (isBackoffice(context.get(requestContext).user)) throw redirect('/admin')
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context.get(requestContext), await request.formData(), { backoffice: true })
}

/** §2 admin entry: the backoffice login (editors and administrators). */
export default function AdminLoginScreen() {
  const t = useT()
  return (
    <PageShell title={t('page.adminLogin')} lead={t('account.adminLoginLead')}>
      <div className="account-layout">
        <LoginForm heading={t('account.loginHeading')} showLinks={false} hideHeading />
      </div>
    </PageShell>
  )
}
