import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useT } from '~/lib/site-shell'

// A shell in the site layout until its issue fills the screen.
export const meta = screenMeta('page.forgotPassword')

export default function ForgotPasswordScreen() {
  const t = useT()
  return <PageShell title={t('page.forgotPassword')} lead={t('page.comingSoon')} />
}
