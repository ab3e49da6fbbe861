import { Link } from 'react-router'
import type { Route } from './+types/login'
import { requestContext } from '#server/context'
import { publicProviders } from '#server/auth/social/provider-config'
import { loginAction, loginLinkAction, loginLinkRequestAction, verifyAction } from '#server/users/account-actions'
import { pathFor } from '#common/i18n/paths'
import { accountMessagesHandle, withAccountMessages } from '~/lib/account-messages'
import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useLocale, useT } from '~/lib/site-shell'
import { LoginForm } from '~/features/account/login-form'
import { LoginLinkRequest, LoginWithLink } from '~/features/account/login-link'
import { PageNotice } from '~/features/account/form-notice'
import { SocialButtons } from '~/features/account/social-buttons'
import { VerifyEmail } from '~/features/account/verify-email'

export const meta = screenMeta('page.login')

// Accounts and checkout texts are a catalogue part of their own (ADR 026).
export const handle = accountMessagesHandle
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountMessages(args)

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext)
  return {
    isLoggedIn: Boolean(ctx.user),
    verificationToken: url.searchParams.get('verificationToken'),
    loginToken: url.searchParams.get('loginToken'),
    loggedOut: url.searchParams.has('loggedOut'),
    passwordSet: url.searchParams.has('passwordSet'),
    providers: publicProviders(ctx.runtime.config.oauthProviders),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext)
  const form = await request.formData()
  // §4: the e-mail link opens this page with verificationToken; the page confirms it with a POST.
  if (form.get('intent') === 'verify') return verifyAction(ctx, form)
  // The e-mailed login link (issue 12): asked for below the form, confirmed with a POST.
  if (form.get('intent') === 'loginLinkRequest') return loginLinkRequestAction(request, ctx, form)
  if (form.get('intent') === 'loginLink') return loginLinkAction(request, ctx, form)
  return loginAction(request, ctx, form)
}

export default function LoginScreen({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <PageShell title={t('page.login')}>
      <div className="account-layout">
        {loaderData.verificationToken ? <VerifyEmail token={loaderData.verificationToken} /> : null}
        {loaderData.loginToken ? <LoginWithLink token={loaderData.loginToken} /> : null}
        {loaderData.loggedOut ? <PageNotice message={t('account.loggedOut')} /> : null}
        {loaderData.passwordSet ? <PageNotice message={t('account.passwordSet')} /> : null}
        <LoginForm hideHeading />
        <LoginLinkRequest />
        <SocialButtons providers={loaderData.providers} />
        <p className="account-layout__aside">
          {t('account.noAccount')} <Link to={pathFor('register', locale)}>{t('account.register')}</Link>
        </p>
      </div>
    </PageShell>
  )
}
