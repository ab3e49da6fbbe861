import { data } from 'react-router'
import type { Route } from './+types/section-tool'
import { requestContext } from '#server/context'
import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useT } from '~/lib/site-shell'

/** §2: a development-only tool; production answers 404. */
export function loader({ context }: Route.LoaderArgs) {
  const { runtime } = context.get(requestContext)
  if (runtime.config.isProduction) throw data(null, { status: 404 })
  return null
}

export const meta = screenMeta('page.sectionTool')

export default function SectionToolScreen() {
  const t = useT()
  return <PageShell title={t('page.sectionTool')} />
}
