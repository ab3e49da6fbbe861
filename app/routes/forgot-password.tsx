import type { Route } from './+types/forgot-password'
import { requestContext } from '#server/context'
import { forgotPasswordAction, setPasswordAction } from '#server/users/account-actions'
import { accountMessagesHandle, withAccountMessages } from '~/lib/account-messages'
import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useT } from '~/lib/site-shell'
import { ForgotPasswordForm, SetPasswordForm } from '~/features/account/password-reset-forms'

export const meta = screenMeta('page.forgotPassword')

// Accounts and checkout texts are a catalogue part of their own (ADR 026).
export const handle = accountMessagesHandle
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountMessages(args)

export async function loader({ url }: Route.LoaderArgs) {
  // The e-mail link carries the one-time token; it is only used when the form is sent (POST).
  return { token: url.searchParams.get('token') }
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext)
  const form = await request.formData()
  if (form.get('intent') === 'setPassword') return setPasswordAction(ctx, form)
  return forgotPasswordAction(request, ctx, form)
}

export default function ForgotPasswordScreen({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <PageShell title={t('page.forgotPassword')}>
      <div className="account-layout">{loaderData.token ? <SetPasswordForm token={loaderData.token} /> : <ForgotPasswordForm />}</div>
    </PageShell>
  )
}
