import { useFetcher } from 'react-router'
import type { Route } from './+types/settings'
import { siteOptionsFormSchema, siteOptionsFromForm } from '#common/settings/site-options-form'
import { adminTranslate, type AdminMessageKey } from '#common/i18n/admin'
import { fieldErrors } from '#common/validation/messages'
import { requestContext } from '#server/context'
import { requireAdminPage } from '#server/admin/page-access'
import { adminLocaleOf } from '#server/admin/admin-locale'
import { ApiError } from '#server/http/api-error'
import { saveSiteOptions } from '#server/site/site-options-admin'
import { getSiteOptions, listCountries } from '#server/site/site-service'
import { adminMeta } from '~/features/admin/admin-meta'
import { SiteOptionsForm, type SiteOptionsOutcome } from '~/features/admin/site-options-form'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { useAdminT } from '~/features/admin/use-admin-t'

export const meta = adminMeta('admin.nav.settings')

/** /admin/settings: the site options an owner changes without touching the database (issue 14 point 5). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'settings')
  const [options, countries] = await Promise.all([getSiteOptions(db, site.id), listCountries(db)])
  const locale = adminLocaleOf(request)
  return { options, countries: countries.map((country) => ({ iso: country.iso, name: country.names[locale] ?? country.names.hr ?? country.iso })) }
}

export async function action({ request, context }: Route.ActionArgs): Promise<SiteOptionsOutcome> {
  const { user, db, site } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'settings')
  const locale = adminLocaleOf(request)
  const parsed = siteOptionsFormSchema.safeParse(siteOptionsFromForm(await request.formData()))
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error, locale) }
  try {
    await saveSiteOptions(db, { siteId: site.id, actor, values: parsed.data })
    return { ok: true, fields: {} }
  } catch (error) {
    if (!(error instanceof ApiError) || !error.fields) throw error
    const fields = Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, adminTranslate(locale, key as AdminMessageKey)]))
    return { ok: false, fields }
  }
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const t = useAdminT()
  const fetcher = useFetcher<SiteOptionsOutcome>()
  return (
    <AdminPage title={t('admin.nav.settings')}>
      <SiteOptionsForm fetcher={fetcher} options={loaderData.options} countries={loaderData.countries} />
    </AdminPage>
  )
}
