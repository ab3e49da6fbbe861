import { data, redirect } from 'react-router'
import type { Route } from './+types/content-consent'
import { adminPagingSchema, listParams } from '#common/admin/paging'
import { consentLogFilterSchema, consentPlacesSchema, consentTextSaveSchema, type ConsentLogFilter } from '#common/consent/consents'
import { localized } from '#common/forms/definition'
import { adminTranslate } from '#common/i18n/admin'
import { requestContext } from '#server/context'
import { refusedOutcome } from '#server/admin/action-outcome'
import { adminLocaleOf } from '#server/admin/admin-locale'
import { requireAdminPage } from '#server/admin/page-access'
import { listForms } from '#server/forms'
import { consentByNumber, consentLogPage, saveConsentAudited, setConsentPlaces } from '#server/gdpr'
import { ApiError } from '#server/http/api-error'
import { adminMeta } from '~/features/admin/admin-meta'
import { consentFormValue } from '~/features/admin-content/consent-form-value'
import { ConsentDetail } from '~/features/admin-content/consent-detail'

export const meta = adminMeta('consents.edit')

async function consentOrNotFound(...args: Parameters<typeof consentByNumber>) {
  try {
    return await consentByNumber(...args)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

/** /admin/consent/{slug}: edit one consent and its places, and read its log (filtered, paged, CSV). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, db, site, locale } = context.get(requestContext)
  requireAdminPage(user, request, 'settings')
  const consent = await consentOrNotFound(db, site.id, params.slug)
  const query = listParams(request)
  const parsed = consentLogFilterSchema.safeParse(query)
  const filter: ConsentLogFilter = parsed.success ? parsed.data : {}
  const paging = adminPagingSchema.parse(query)
  const [log, forms] = await Promise.all([
    consentLogPage(db, {
      siteId: site.id,
      consentId: consent.id,
      filter,
      paging,
    }),
    listForms(db, { siteId: site.id }),
  ])
  const formPlaces = forms.map((form) => ({
    assignedTo: `form:${form.id}`,
    title: localized(form.title, locale),
  }))
  return { consent, log, filter, formPlaces }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, db, site, locale } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'settings')
  const consent = await consentOrNotFound(db, site.id, params.slug)
  const form = await request.formData()
  const adminLocale = adminLocaleOf(request)
  try {
    if (form.get('intent') === 'places') {
      const places = form.getAll('place').map((assignedTo) => ({
        assignedTo: String(assignedTo),
        required: form.getAll('required').includes(assignedTo),
      }))
      await setConsentPlaces(db, {
        ...consentPlacesSchema.parse({ places }),
        siteId: site.id,
        consentId: consent.id,
        actor,
      })
      return { ok: true, message: adminTranslate(adminLocale, 'admin.saved') }
    }
    const input = consentTextSaveSchema.parse(consentFormValue(form))
    const saved = await saveConsentAudited(db, {
      ...input,
      id: consent.id,
      siteId: site.id,
      actor,
    })
    if (saved.uniqueNumber !== consent.uniqueNumber) return redirect(`/admin/consent/${encodeURIComponent(saved.uniqueNumber)}`)
    return {
      ok: true,
      message: adminTranslate(adminLocale, 'consents.saved', {
        version: saved.current.version,
      }),
    }
  } catch (error) {
    return refusedOutcome(error, locale)
  }
}

export default function AdminConsentScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsentDetail {...loaderData} outcome={actionData} />
}
