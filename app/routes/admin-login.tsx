import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useT } from '~/lib/site-shell'

export const meta = screenMeta('page.adminLogin')

export default function AdminLoginScreen() {
  const t = useT()
  return <PageShell title={t('page.adminLogin')} lead={t('page.comingSoon')} />
}
