import { redirect } from 'react-router'
import type { Route } from './+types/attributes'
import { listParams } from '#common/admin/paging'
import { adminAttributeQuerySchema, attributeSaveSchema } from '#common/catalog/admin-attributes'
import { requireAdminPage } from '#server/admin/page-access'
import { listAttributes, saveAttribute } from '#server/catalog/attribute-admin'
import { requestContext } from '#server/context'
import { ApiError } from '#server/http/api-error'
import { adminMeta } from '~/features/admin/admin-meta'
import { AttributeList } from '~/features/admin-catalog/attribute-list'
import { attributeInput, refusalMessage, type AttributeOutcome } from '~/features/admin-catalog/attribute-form-data'

export const meta = adminMeta('admin.nav.attributes')

/** /admin/attributes: the attributes, searched and paged on the server; a new one opens its own page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'catalog')
  const params = listParams(request)
  const parsed = adminAttributeQuerySchema.safeParse(params)
  // A bad search on the page means "any" (the API answers 400 instead).
  const query = parsed.success ? parsed.data : adminAttributeQuerySchema.parse({ ...params, q: undefined })
  return { list: await listAttributes(db, { siteId: site.id, query }), query }
}

export async function action({ request, context }: Route.ActionArgs): Promise<AttributeOutcome | Response> {
  const { user, db, site } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'catalog')
  const parsed = attributeSaveSchema.safeParse(attributeInput(await request.formData()))
  if (!parsed.success) return { ok: false, messageKey: 'catalog.attributes.invalid' }
  try {
    const saved = await saveAttribute(db, { siteId: site.id, actor, attribute: parsed.data })
    return redirect(`/admin/attributes/${saved.attribute.id}`)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return { ok: false, messageKey: refusalMessage(error.code) }
  }
}

export default function AdminAttributesScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <AttributeList list={loaderData.list} query={loaderData.query} outcome={actionData} />
}
