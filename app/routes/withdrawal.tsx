import type { Route } from './+types/withdrawal'
import type { CasePageResult } from '#common/cases/schemas'
import { requestContext } from '#server/context'
import { casePageAction } from '#server/cases/case-page-actions'
import { memberCaseOrders } from '#server/cases/member-case-orders'
import { getSiteOptions } from '#server/site/site-service'
import { accountMessagesHandle, withAccountMessages } from '~/lib/account-messages'
import { screenMeta } from '~/lib/route-meta'
import { WithdrawalFlow } from '~/features/cases/withdrawal-flow'

export const meta = screenMeta('cases.withdrawalTitle')

// The forms' texts are in the account part of the catalogue (ADR 026).
export const handle = accountMessagesHandle
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountMessages(args)

/** /raskid-ugovora (issue 22): the withdrawal period in days, and a member's own orders to pick from. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext)
  const options = await getSiteOptions(ctx.db, ctx.site.id)
  const memberOrders = ctx.user ? await memberCaseOrders(ctx.db, { siteId: ctx.site.id, userId: ctx.user.id }) : []
  const chosen = memberOrders.find((order) => order.number === url.searchParams.get('order'))
  return { days: options.WithdrawalPeriodDays, memberOrders, prefill: chosen ? { orderNumber: chosen.number, email: chosen.email } : undefined }
}

export async function action({ request, context }: Route.ActionArgs): Promise<CasePageResult> {
  return casePageAction(context.get(requestContext), await request.formData())
}

export default function WithdrawalScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <WithdrawalFlow days={loaderData.days} memberOrders={loaderData.memberOrders} prefill={loaderData.prefill} result={actionData} />
}
