import type { Route } from './+types/categories'
import { categoryCreateSchema, categoryUpdateSchema } from '#common/catalog/product-edit'
import { requireAdminPage } from '#server/admin/page-access'
import { addCategory, updateCategory } from '#server/catalog/category-edit-service'
import { deleteEmptyCategory, listCategoryTree } from '#server/catalog/taxonomy-admin'
import { requestContext } from '#server/context'
import { ApiError } from '#server/http/api-error'
import { adminMeta } from '~/features/admin/admin-meta'
import { CategoryManager, type CategoryOutcome } from '~/features/admin-catalog/category-manager'

export const meta = adminMeta('admin.nav.categories')

/** /admin/categories: the tree; create, rename per language, move, delete when empty. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'catalog')
  return { categories: await listCategoryTree(db, { siteId: site.id }) }
}

const text = (form: FormData, name: string) => {
  const value = String(form.get(name) ?? '').trim()
  return value === '' ? undefined : value
}

export async function action({ request, context }: Route.ActionArgs): Promise<CategoryOutcome> {
  const { user, db, site } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'catalog')
  const form = await request.formData()
  const intent = form.get('intent')
  const id = Number(form.get('id'))
  const names = { hr: text(form, 'nameHr') ?? '', en: text(form, 'nameEn'), de: text(form, 'nameDe') }
  const parentId = text(form, 'parentId') ? Number(form.get('parentId')) : null
  // Blank clears the code (the parent's applies); the schema checks its shape.
  const kpdCode = form.get('kpdCode') ?? undefined
  const refusal = (error: { issues: { path: PropertyKey[] }[] }): CategoryOutcome => ({
    ok: false,
    messageKey: error.issues.some((issue) => issue.path[0] === 'kpdCode') ? 'catalog.categories.invalidKpd' : 'catalog.categories.invalid',
  })
  try {
    if (intent === 'delete') {
      await deleteEmptyCategory(db, { siteId: site.id, categoryId: id, actor })
      return { ok: true, messageKey: 'catalog.categories.deleted' }
    }
    if (intent === 'create') {
      const parsed = categoryCreateSchema.safeParse({ names, parentId, kpdCode })
      if (!parsed.success) return refusal(parsed.error)
      await addCategory(db, { siteId: site.id, actor, ...parsed.data })
      return { ok: true, messageKey: 'catalog.categories.saved' }
    }
    const parsed = categoryUpdateSchema.safeParse({ names, parentId, position: Number(form.get('position')), kpdCode })
    if (!parsed.success) return refusal(parsed.error)
    if (!Number.isInteger(id)) return { ok: false, messageKey: 'catalog.categories.invalid' }
    await updateCategory(db, { siteId: site.id, categoryId: id, actor, ...parsed.data })
    return { ok: true, messageKey: 'catalog.categories.saved' }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return { ok: false, messageKey: error.status === 409 ? 'catalog.categories.notEmpty' : 'catalog.categories.invalid' }
  }
}

export default function AdminCategoriesScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <CategoryManager categories={loaderData.categories} outcome={actionData} />
}
