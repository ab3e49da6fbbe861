import { Hono, type Context } from 'hono'
import {
  categoryCreateSchema,
  categoryUpdateSchema,
  productListQuerySchema,
  productUpdateSchema,
} from '../../common/catalog/product-edit'
import { dbIdParamSchema } from '../../common/validation/numbers'
import { canEditCatalog } from '../auth/access'
import { addCategory, listCategoriesForEditor, updateCategory } from '../catalog/category-edit-service'
import { getEditableProduct, listProductsForEditor, productMediaViews, updateProduct } from '../catalog/product-edit-service'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'

const db = (c: Context<AppEnv>) => c.get('runtime').database.db
const routeId = (c: Context<AppEnv>) => parseValue(c, dbIdParamSchema, c.req.param('id'))

/** Who edits the catalogue, checked on every call: 401 without a login, 403 without the right. */
function catalogEditor(c: Context<AppEnv>) {
  const user = c.get('user')
  if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'error.unauthorized')
  if (!canEditCatalog(user)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden')
  // Edit-mode answers carry the editor's data: never cached (ADR 012).
  c.header('Cache-Control', 'private, no-store')
  return { id: user.id, email: user.email }
}

/** The product editor's payload: the product and its images as the preview shows them. */
async function editorProduct(c: Context<AppEnv>, productId: number) {
  const product = await getEditableProduct(db(c), { siteId: c.get('site').id, productId })
  if (!product) throw ApiError.notFound('PRODUCT_NOT_FOUND')
  return { product, media: await productMediaViews(db(c), product) }
}

/**
 * Issue 10 point 6, the product-list modal, under `/api/v1/backoffice/products`. Thin: validate,
 * call the catalogue's edit service, envelope.
 */
export const productEditorApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    catalogEditor(c)
    const query = parseQuery(c, productListQuerySchema)
    return ok(c, await listProductsForEditor(db(c), { siteId: c.get('site').id, locale: query.language ?? c.get('locale'), ...query }))
  })
  .get('/:id', async (c) => {
    catalogEditor(c)
    return ok(c, await editorProduct(c, routeId(c)))
  })
  .put('/:id', async (c) => {
    const actor = catalogEditor(c)
    const productId = routeId(c)
    const change = await parseJson(c, productUpdateSchema)
    await updateProduct(db(c), { siteId: c.get('site').id, productId, actor, change })
    return ok(c, await editorProduct(c, productId))
  })

/** The product-categories modal, under `/api/v1/backoffice/product-categories`. */
export const categoryEditorApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    catalogEditor(c)
    return ok(c, { records: await listCategoriesForEditor(db(c), { siteId: c.get('site').id }) })
  })
  .post('/', async (c) => {
    const actor = catalogEditor(c)
    const { names, parentId, kpdCode } = await parseJson(c, categoryCreateSchema)
    return ok(c, await addCategory(db(c), { siteId: c.get('site').id, actor, names, parentId, kpdCode }), 201)
  })
  .put('/:id', async (c) => {
    const actor = catalogEditor(c)
    const categoryId = routeId(c)
    const input = await parseJson(c, categoryUpdateSchema)
    return ok(c, await updateCategory(db(c), { siteId: c.get('site').id, categoryId, actor, ...input }))
  })
