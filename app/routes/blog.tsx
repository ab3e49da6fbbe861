import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useT } from '~/lib/site-shell'

// A shell in the site layout until its issue fills the screen.
export const meta = screenMeta('page.blog')

export default function BlogScreen() {
  const t = useT()
  return <PageShell title={t('page.blog')} lead={t('page.comingSoon')} />
}
