import type { Route } from './+types/redirects'
import { listParams } from '#common/admin/paging'
import { REDIRECTS_PER_PAGE, redirectCreateSchema, redirectListQuerySchema } from '#common/community/schemas'
import { isMessageKey, translate } from '#common/i18n/translate'
import { requireAdminPage } from '#server/admin/page-access'
import { listFailedRequests } from '#server/cms'
import { requestContext } from '#server/context'
import { ApiError } from '#server/http/api-error'
import { deleteRedirect, listRedirects, saveRedirect } from '#server/redirects'
import { screenMeta } from '~/lib/route-meta'
import { RedirectManager, type RedirectOutcome } from '~/features/community/redirect-manager'

export const meta = screenMeta('redirects.title')

/** /admin/redirects: the site's redirects and the recorded 404s, each one click from a redirect. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'content')
  const query = redirectListQuerySchema.parse(listParams(request))
  const [records, failed] = await Promise.all([
    listRedirects(db, { siteId: site.id, page: query.page, perPage: REDIRECTS_PER_PAGE }),
    listFailedRequests(db, { siteId: site.id, page: query.failedPage, perPage: REDIRECTS_PER_PAGE }),
  ])
  return {
    redirects: { ...records, items: records.items.map((r) => ({ id: r.id, fromPath: r.fromPath, toTarget: r.toTarget, statusCode: r.statusCode, hits: r.hits })) },
    failed: { ...failed, items: failed.items.map((f) => ({ path: f.path, hits: f.hits, lastSeenAt: f.lastSeenAt.toISOString() })) },
  }
}

export async function action({ request, context }: Route.ActionArgs): Promise<RedirectOutcome> {
  const { user, db, site, locale } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'content')
  const form = Object.fromEntries(await request.formData())
  try {
    if (form.intent === 'delete') {
      await deleteRedirect(db, { siteId: site.id, actor, id: Number(form.id) })
      return { ok: true, message: translate(locale, 'redirects.deleted') }
    }
    const parsed = redirectCreateSchema.safeParse(form)
    if (!parsed.success) throw ApiError.fromZod(parsed.error, locale)
    await saveRedirect(db, { siteId: site.id, hosts: site.hosts, actor, payload: parsed.data })
    return { ok: true, message: translate(locale, 'redirects.saved') }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const fields = Object.values(error.fields ?? {}).map((key) => (isMessageKey(key) ? translate(locale, key) : key))
    return { ok: false, message: fields[0] ?? error.localizedMessage(locale), fromPath: typeof form.fromPath === 'string' ? form.fromPath : '' }
  }
}

export default function AdminRedirectsScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <RedirectManager {...loaderData} outcome={actionData} />
}
