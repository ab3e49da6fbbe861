import type { Route } from './+types/cases'
import { caseDeskQuerySchema } from '#common/cases/schemas'
import { requestContext } from '#server/context'
import { requireAdminPage } from '#server/admin/page-access'
import { listCases } from '#server/cases'
import { screenMeta } from '~/lib/route-meta'
import { CaseList } from '~/features/admin-orders/case-list'

export const meta = screenMeta('desk.cases.title')

/** /admin/cases: withdrawals and complaints (issue 22), newest first, with the deadline warnings. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'orders')
  const query = caseDeskQuerySchema.parse(Object.fromEntries(url.searchParams))
  return { list: await listCases(db, { siteId: site.id, query }), query }
}

export default function AdminCasesScreen({ loaderData }: Route.ComponentProps) {
  return <CaseList list={loaderData.list} query={loaderData.query} />
}
