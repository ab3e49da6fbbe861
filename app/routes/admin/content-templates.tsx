import type { Route } from './+types/content-templates'
import { requestContext } from '#server/context'
import { requireAdminPage } from '#server/admin/page-access'
import { listMailTemplates } from '#server/mail-templates'
import { adminMeta } from '~/features/admin/admin-meta'
import { TemplateList } from '~/features/admin-content/template-list'

export const meta = adminMeta('templates.title')

/** /admin/templates: every e-mail the shop sends, and in which languages the shop changed it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'settings')
  return { templates: await listMailTemplates(db, site.id) }
}

export default function AdminTemplatesScreen({ loaderData }: Route.ComponentProps) {
  return <TemplateList templates={loaderData.templates} />
}
