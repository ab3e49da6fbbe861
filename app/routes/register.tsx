import { Link } from 'react-router'
import type { Route } from './+types/register'
import { requestContext } from '#server/context'
import { registerAction } from '#server/users/account-actions'
import { pathFor } from '#common/i18n/paths'
import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useLocale, useT } from '~/lib/site-shell'
import { RegisterForm } from '~/features/account/register-form'

export const meta = screenMeta('page.register')

export async function action({ request, context }: Route.ActionArgs) {
  return registerAction(request, context.get(requestContext), await request.formData())
}

export default function RegisterScreen() {
  const t = useT()
  const locale = useLocale()
  return (
    <PageShell title={t('page.register')}>
      <div className="account-layout">
        <RegisterForm hideHeading />
        <p className="account-layout__aside">
          {t('account.haveAccount')} <Link to={pathFor('login', locale)}>{t('account.login')}</Link>
        </p>
      </div>
    </PageShell>
  )
}
