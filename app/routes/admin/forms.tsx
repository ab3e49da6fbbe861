import type { Route } from './+types/forms'
import { localized } from '#common/forms/definition'
import { submissionListSchema } from '#common/forms/schemas'
import { translate } from '#common/i18n/translate'
import { requireAdminPage } from '#server/admin/page-access'
import { requestContext } from '#server/context'
import { listForms, listSubmissions } from '#server/forms'
import { screenMeta } from '~/lib/route-meta'
import { SubmissionList } from '~/features/forms/submission-list'

export const meta = screenMeta('backoffice.formsTitle')

/** /admin/forms: the submissions of one form (or the contact messages), server-paged, with CSV export. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user, db, site, locale } = context.get(requestContext)
  requireAdminPage(user, request, 'content')
  const forms = await listForms(db, { siteId: site.id })
  const sources = [
    ...forms.map((form) => ({ value: String(form.id), label: localized(form.title, locale) })),
    { value: 'contact', label: translate(locale, 'forms.contactForm') },
  ]
  const query = Object.fromEntries(url.searchParams)
  const parsed = submissionListSchema.safeParse({ form: sources[0]?.value, ...query })
  const input = parsed.success ? parsed.data : { form: 'contact' as const, page: 1, perPage: 25 }
  const source = typeof input.form === 'number' && !forms.some((form) => form.id === input.form) ? 'contact' : input.form
  const list = await listSubmissions(db, { siteId: site.id, source, page: input.page, perPage: input.perPage })
  return { sources, selected: String(source), ...list }
}

export default function AdminFormsScreen({ loaderData }: Route.ComponentProps) {
  return <SubmissionList {...loaderData} />
}
