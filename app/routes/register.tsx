import { Link } from 'react-router'
import type { Route } from './+types/register'
import { requestContext } from '#server/context'
import { registerAction } from '#server/users/account-actions'
import { assignedConsents } from '#server/gdpr'
import { pathFor } from '#common/i18n/paths'
import { accountMessagesHandle, withAccountMessages } from '~/lib/account-messages'
import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useLocale, useT } from '~/lib/site-shell'
import { RegisterForm } from '~/features/account/register-form'

export const meta = screenMeta('page.register')

// Accounts and checkout texts are a catalogue part of their own (ADR 026).
export const handle = accountMessagesHandle
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountMessages(args)

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext)
  return { consents: await assignedConsents(ctx.db, { siteId: ctx.site.id, assignedTo: 'registration', locale: ctx.locale }) }
}

export async function action({ request, context }: Route.ActionArgs) {
  return registerAction(request, context.get(requestContext), await request.formData())
}

export default function RegisterScreen({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <PageShell title={t('page.register')}>
      <div className="account-layout">
        <RegisterForm hideHeading consents={loaderData.consents} />
        <p className="account-layout__aside">
          {t('account.haveAccount')} <Link to={pathFor('login', locale)}>{t('account.login')}</Link>
        </p>
      </div>
    </PageShell>
  )
}
