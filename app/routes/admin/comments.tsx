import { data } from 'react-router'
import type { Route } from './+types/comments'
import { adminPagingSchema, listParams } from '#common/admin/paging'
import { commentModerationSchema } from '#common/community/schemas'
import { requestContext } from '#server/context'
import { ApiError } from '#server/http/api-error'
import { requireAdminPage } from '#server/admin/page-access'
import { listModerationQueue, moderateComment } from '#server/comments'
import { screenMeta } from '~/lib/route-meta'
import { ModerationQueue } from '~/features/community/moderation-queue'

export const meta = screenMeta('community.moderationTitle')

/** /admin/comments: the moderation queue, for backoffice users with the `content` scope. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'content')
  const paging = adminPagingSchema.parse(listParams(request))
  return { queue: await listModerationQueue(db, { siteId: site.id, ...paging }) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, db, site } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'content')
  const parsed = commentModerationSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) throw data(null, { status: 400 })
  const result = await moderateComment(db, { siteId: site.id, actor, ...parsed.data }).catch((error: unknown) => {
    if (error instanceof ApiError) return null
    throw error
  })
  return { decision: parsed.data.decision, ok: Boolean(result) }
}

export default function AdminCommentsScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <ModerationQueue queue={loaderData.queue} outcome={actionData} />
}
