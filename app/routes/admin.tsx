import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useT } from '~/lib/site-shell'

export const meta = screenMeta('page.admin')

export default function AdminScreen() {
  const t = useT()
  return <PageShell title={t('page.admin')} lead={t('page.comingSoon')} />
}
