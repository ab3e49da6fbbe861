import { data, redirect } from 'react-router'
import type { Route } from './+types/attribute'
import { attributeCategoriesSchema, attributeSaveSchema, attributeValueSaveSchema } from '#common/catalog/admin-attributes'
import { dbIdParamSchema } from '#common/validation/numbers'
import { requireAdminPage } from '#server/admin/page-access'
import { deleteAttribute, deleteAttributeValue, getAttribute, saveAttribute, saveAttributeValue, setAttributeCategories } from '#server/catalog/attribute-admin'
import { listCategoryTree } from '#server/catalog/taxonomy-admin'
import { requestContext } from '#server/context'
import { ApiError } from '#server/http/api-error'
import { adminMeta } from '~/features/admin/admin-meta'
import { AttributeEditor } from '~/features/admin-catalog/attribute-editor'
import { attributeInput, attributeValueInput, refusalMessage, type AttributeOutcome } from '~/features/admin-catalog/attribute-form-data'

export const meta = adminMeta('admin.nav.attributes')

function attributeId(params: { id?: string }): number {
  const id = dbIdParamSchema.safeParse(params.id)
  if (!id.success) throw data(null, { status: 404 })
  return id.data
}

/** /admin/attributes/:id: edit or delete the attribute, its values, and which category panels offer it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'catalog')
  const id = attributeId(params)
  try {
    const [detail, categories] = await Promise.all([getAttribute(db, { siteId: site.id, id }), listCategoryTree(db, { siteId: site.id })])
    return { detail, categories }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<AttributeOutcome | Response> {
  const { user, db, site } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'catalog')
  const id = attributeId(params)
  const form = await request.formData()
  const intent = form.get('intent')
  const valueId = dbIdParamSchema.safeParse(form.get('valueId'))
  const invalid: AttributeOutcome = { ok: false, messageKey: 'catalog.attributes.invalid' }
  const siteId = site.id
  try {
    switch (intent) {
      case 'delete':
        await deleteAttribute(db, { siteId, actor, id })
        return redirect('/admin/attributes')
      case 'categories': {
        const parsed = attributeCategoriesSchema.safeParse({ categoryIds: form.getAll('categoryId').map(Number) })
        if (!parsed.success) return invalid
        await setAttributeCategories(db, { siteId, actor, attributeId: id, change: parsed.data })
        return { ok: true, messageKey: 'catalog.attributes.categoriesSaved' }
      }
      case 'addValue':
      case 'saveValue': {
        const parsed = attributeValueSaveSchema.safeParse(attributeValueInput(form))
        if (!parsed.success || (intent === 'saveValue' && !valueId.success)) return invalid
        await saveAttributeValue(db, { siteId, actor, attributeId: id, valueId: intent === 'saveValue' ? valueId.data : undefined, value: parsed.data })
        return { ok: true, messageKey: 'catalog.attributes.valueSaved' }
      }
      case 'deleteValue':
        if (!valueId.success) return invalid
        await deleteAttributeValue(db, { siteId, actor, attributeId: id, valueId: valueId.data })
        return { ok: true, messageKey: 'catalog.attributes.valueDeleted' }
      default: {
        const parsed = attributeSaveSchema.safeParse(attributeInput(form))
        if (!parsed.success) return invalid
        await saveAttribute(db, { siteId, actor, id, attribute: parsed.data })
        return { ok: true, messageKey: 'catalog.attributes.saved' }
      }
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.status === 404) throw data(null, { status: 404 })
    return { ok: false, messageKey: refusalMessage(error.code) }
  }
}

export default function AdminAttributeScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <AttributeEditor detail={loaderData.detail} categories={loaderData.categories} outcome={actionData} />
}
