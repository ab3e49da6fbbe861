import { redirect } from 'react-router'
import type { Route } from './+types/content-consents'
import { adminPagingSchema, listParams } from '#common/admin/paging'
import { consentTextSaveSchema } from '#common/consent/consents'
import { requestContext } from '#server/context'
import { refusedOutcome } from '#server/admin/action-outcome'
import { requireAdminPage } from '#server/admin/page-access'
import { filterConsents, saveConsentAudited } from '#server/gdpr'
import { adminMeta } from '~/features/admin/admin-meta'
import { consentFormValue } from '~/features/admin-content/consent-form-value'
import { ConsentList } from '~/features/admin-content/consent-list'

export const meta = adminMeta('consents.title')

/** /admin/consent: the site's consents, server-paged, and a form for a new one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'settings')
  const paging = adminPagingSchema.parse(listParams(request))
  const { records, pagination } = await filterConsents(db, {
    siteId: site.id,
    page: paging.page,
    perPage: paging.perPage,
  })
  return {
    list: {
      items: records,
      page: paging.page,
      perPage: paging.perPage,
      total: pagination.total,
    },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, db, site, locale } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'settings')
  const form = await request.formData()
  try {
    const input = consentTextSaveSchema.parse(consentFormValue(form))
    const saved = await saveConsentAudited(db, {
      ...input,
      id: undefined,
      siteId: site.id,
      actor,
    })
    return redirect(`/admin/consent/${encodeURIComponent(saved.uniqueNumber)}`)
  } catch (error) {
    return refusedOutcome(error, locale)
  }
}

export default function AdminConsentsScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsentList list={loaderData.list} outcome={actionData} />
}
