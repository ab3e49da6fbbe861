import { data } from 'react-router'
import type { Route } from './+types/blog'
import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useT } from '~/lib/site-shell'

// Posts do not exist yet (the content issue builds them): a post path is a real 404, never a
// "coming soon" page that search engines would index once per invented slug.
export function loader({ params }: Route.LoaderArgs) {
  if (params.slug) throw data(null, { status: 404 })
  return null
}

// The index stays a shell in the site layout until its issue fills the screen.
export const meta = screenMeta('page.blog')

export default function BlogScreen() {
  const t = useT()
  return <PageShell title={t('page.blog')} lead={t('page.comingSoon')} />
}
