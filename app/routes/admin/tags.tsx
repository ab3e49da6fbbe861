import type { Route } from './+types/tags'
import { tagSaveSchema } from '#common/catalog/admin-taxonomy'
import { requireAdminPage } from '#server/admin/page-access'
import { deleteTag, listTags, saveTag } from '#server/catalog/taxonomy-admin'
import { requestContext } from '#server/context'
import { ApiError } from '#server/http/api-error'
import { adminMeta } from '~/features/admin/admin-meta'
import { TagManager, type TagOutcome } from '~/features/admin-catalog/tag-manager'

export const meta = adminMeta('admin.nav.tags')

/** /admin/tags: the product tags with their product counts; create, edit, delete. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'catalog')
  return { tags: await listTags(db, { siteId: site.id }) }
}

export async function action({ request, context }: Route.ActionArgs): Promise<TagOutcome> {
  const { user, db, site } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'catalog')
  const form = await request.formData()
  const id = form.get('id') ? Number(form.get('id')) : undefined
  try {
    if (form.get('intent') === 'delete' && id) {
      await deleteTag(db, { siteId: site.id, actor, id })
      return { ok: true, messageKey: 'catalog.tags.deleted' }
    }
    const optional = (name: string) => String(form.get(name) ?? '').trim() || undefined
    const parsed = tagSaveSchema.safeParse({ slug: form.get('slug'), label: { hr: form.get('labelHr'), en: optional('labelEn'), de: optional('labelDe') } })
    if (!parsed.success || (id !== undefined && !Number.isInteger(id))) return { ok: false, messageKey: 'catalog.tags.invalid' }
    await saveTag(db, { siteId: site.id, actor, id, tag: parsed.data })
    return { ok: true, messageKey: 'catalog.tags.saved' }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return { ok: false, messageKey: error.status === 409 ? 'catalog.tags.taken' : 'catalog.tags.invalid' }
  }
}

export default function AdminTagsScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <TagManager tags={loaderData.tags} outcome={actionData} />
}
