import type { Route } from './+types/complaint'
import type { CasePageResult } from '#common/cases/schemas'
import { requestContext } from '#server/context'
import { casePageAction } from '#server/cases/case-page-actions'
import { memberCaseOrders } from '#server/cases/member-case-orders'
import { accountMessagesHandle, withAccountMessages } from '~/lib/account-messages'
import { screenMeta } from '~/lib/route-meta'
import { ComplaintFlow } from '~/features/cases/complaint-flow'

export const meta = screenMeta('cases.complaintTitle')

export const handle = accountMessagesHandle
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountMessages(args)

/** /reklamacija (issue 22): a member's own orders to pick from; guests name theirs by number and e-mail. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext)
  return { memberOrders: ctx.user ? await memberCaseOrders(ctx.db, { siteId: ctx.site.id, userId: ctx.user.id }) : [] }
}

export async function action({ request, context }: Route.ActionArgs): Promise<CasePageResult> {
  return casePageAction(context.get(requestContext), await request.formData())
}

export default function ComplaintScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <ComplaintFlow memberOrders={loaderData.memberOrders} result={actionData} />
}
