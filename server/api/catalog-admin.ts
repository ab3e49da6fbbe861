import { Hono, type Context } from 'hono'
import { adminProductQuerySchema, productQuickEditSchema } from '../../common/catalog/admin-products'
import { adminAttributeQuerySchema, attributeCategoriesSchema, attributeSaveSchema, attributeValueSaveSchema } from '../../common/catalog/admin-attributes'
import { tagSaveSchema } from '../../common/catalog/admin-taxonomy'
import { categoryCreateSchema, categoryUpdateSchema } from '../../common/catalog/product-edit'
import { importJobIdSchema, importModeSchema, MAX_IMPORT_BYTES } from '../../common/catalog/product-csv'
import { isAdminLocale, type AdminLocale } from '../../common/i18n/admin'
import { dbIdParamSchema } from '../../common/validation/numbers'
import { z } from '../../common/validation/z'
import { requireScope } from '../auth/access'
import { exportProductRows, listAdminProducts, quickEditProduct } from '../catalog/admin-products'
import { importJobStatus, startImportJob } from '../catalog/import-jobs'
import { checkImport } from '../catalog/product-import'
import { addCategory, updateCategory } from '../catalog/category-edit-service'
import { deleteAttribute, deleteAttributeValue, getAttribute, listAttributes, saveAttribute, saveAttributeValue, setAttributeCategories } from '../catalog/attribute-admin'
import { deleteEmptyCategory, deleteTag, listCategoryTree, listTags, saveTag } from '../catalog/taxonomy-admin'
import { ApiError } from '../http/api-error'
import { toCsv } from '../http/csv'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'

const db = (c: Context<AppEnv>) => c.get('runtime').database.db
const routeId = (c: Context<AppEnv>) => parseValue(c, dbIdParamSchema, c.req.param('id'))
const valueRouteId = (c: Context<AppEnv>) => parseValue(c, dbIdParamSchema, c.req.param('valueId'))
const csvTextSchema = z.string().max(MAX_IMPORT_BYTES)
export const importQuerySchema = importModeSchema.extend({ lang: z.enum(['hr', 'en']).optional() })

/** The admin's language for row errors: `?lang=`, else the request's when it is one of the admin's. */
function messageLocale(c: Context<AppEnv>, lang: AdminLocale | undefined): AdminLocale {
  const locale = c.get('locale')
  return lang ?? (isAdminLocale(locale) ? locale : 'hr')
}

/** Admin answers carry back-office data: never cached. */
function catalogManager(c: Context<AppEnv>) {
  const user = requireScope(c.get('user'), 'catalog')
  c.header('Cache-Control', 'private, no-store')
  return user
}

/**
 * Issue 14 point 3, catalogue operations under `/api/v1/backoffice/catalog`: every call needs the
 * `catalog` scope. Thin: validate, call `server/catalog`, envelope.
 */
export const catalogAdminApi = new Hono<AppEnv>()
  .get('/products', async (c) => {
    catalogManager(c)
    const query = parseQuery(c, adminProductQuerySchema)
    return ok(c, await listAdminProducts(db(c), { siteId: c.get('site').id, locale: c.get('locale'), query }))
  })
  .post('/products/:id/quick', async (c) => {
    const actor = catalogManager(c)
    const productId = routeId(c)
    const change = await parseJson(c, productQuickEditSchema)
    return ok(c, await quickEditProduct(db(c), { siteId: c.get('site').id, productId, actor, change }))
  })
  .get('/products/export.csv', async (c) => {
    catalogManager(c)
    const rows = await exportProductRows(db(c), { siteId: c.get('site').id })
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header('Content-Disposition', 'attachment; filename="proizvodi.csv"')
    return c.body(toCsv(rows))
  })
  .post('/products/import', async (c) => {
    const actor = catalogManager(c)
    const { mode, lang } = parseQuery(c, importQuerySchema)
    const text = parseValue(c, csvTextSchema, await c.req.text())
    const siteId = c.get('site').id
    const checked = await checkImport(db(c), { siteId, text, locale: messageLocale(c, lang) })
    if (mode === 'dryRun') return ok(c, checked.dryRun)
    // Never a partial import: a file with any error is refused whole, with the same report.
    if (checked.dryRun.errors.length) return c.json({ data: checked.dryRun, errored: true, statusCode: 422, code: 'IMPORT_HAS_ERRORS' }, 422)
    return ok(c, startImportJob(db(c), { siteId, actor, rows: checked.rows }), 202)
  })
  .get('/products/import/:jobId', (c) => {
    const user = catalogManager(c)
    const id = parseValue(c, importJobIdSchema, c.req.param('jobId'))
    const status = importJobStatus({ siteId: c.get('site').id, userId: user.id, id })
    if (!status) throw ApiError.notFound('IMPORT_NOT_FOUND')
    return ok(c, status)
  })
  // Categories: the tree; create, rename and move through ADR 018's service; delete when empty.
  .get('/categories', async (c) => {
    catalogManager(c)
    return ok(c, { records: await listCategoryTree(db(c), { siteId: c.get('site').id }) })
  })
  .post('/categories', async (c) => {
    const actor = catalogManager(c)
    const { names, parentId, kpdCode } = await parseJson(c, categoryCreateSchema)
    return ok(c, await addCategory(db(c), { siteId: c.get('site').id, actor, names, parentId, kpdCode }), 201)
  })
  .put('/categories/:id', async (c) => {
    const actor = catalogManager(c)
    const categoryId = routeId(c)
    const input = await parseJson(c, categoryUpdateSchema)
    return ok(c, await updateCategory(db(c), { siteId: c.get('site').id, categoryId, actor, ...input }))
  })
  .delete('/categories/:id', async (c) => {
    const actor = catalogManager(c)
    await deleteEmptyCategory(db(c), { siteId: c.get('site').id, categoryId: routeId(c), actor })
    return ok(c, { deleted: true })
  })
  .get('/tags', async (c) => {
    catalogManager(c)
    return ok(c, { records: await listTags(db(c), { siteId: c.get('site').id }) })
  })
  .post('/tags', async (c) => {
    const actor = catalogManager(c)
    const tag = await parseJson(c, tagSaveSchema)
    return ok(c, await saveTag(db(c), { siteId: c.get('site').id, actor, tag }), 201)
  })
  .put('/tags/:id', async (c) => {
    const actor = catalogManager(c)
    const id = routeId(c)
    const tag = await parseJson(c, tagSaveSchema)
    return ok(c, await saveTag(db(c), { siteId: c.get('site').id, actor, id, tag }))
  })
  .delete('/tags/:id', async (c) => {
    const actor = catalogManager(c)
    await deleteTag(db(c), { siteId: c.get('site').id, actor, id: routeId(c) })
    return ok(c, { deleted: true })
  })
  // Attributes (the facets of layered navigation) and their values; deleting what products use is 409.
  .get('/attributes', async (c) => {
    catalogManager(c)
    const query = parseQuery(c, adminAttributeQuerySchema)
    return ok(c, await listAttributes(db(c), { siteId: c.get('site').id, query }))
  })
  .post('/attributes', async (c) => {
    const actor = catalogManager(c)
    const attribute = await parseJson(c, attributeSaveSchema)
    return ok(c, await saveAttribute(db(c), { siteId: c.get('site').id, actor, attribute }), 201)
  })
  .get('/attributes/:id', async (c) => {
    catalogManager(c)
    return ok(c, await getAttribute(db(c), { siteId: c.get('site').id, id: routeId(c) }))
  })
  .put('/attributes/:id', async (c) => {
    const actor = catalogManager(c)
    const id = routeId(c)
    const attribute = await parseJson(c, attributeSaveSchema)
    return ok(c, await saveAttribute(db(c), { siteId: c.get('site').id, actor, id, attribute }))
  })
  .delete('/attributes/:id', async (c) => {
    const actor = catalogManager(c)
    await deleteAttribute(db(c), { siteId: c.get('site').id, actor, id: routeId(c) })
    return ok(c, { deleted: true })
  })
  .put('/attributes/:id/categories', async (c) => {
    const actor = catalogManager(c)
    const attributeId = routeId(c)
    const change = await parseJson(c, attributeCategoriesSchema)
    return ok(c, await setAttributeCategories(db(c), { siteId: c.get('site').id, actor, attributeId, change }))
  })
  .post('/attributes/:id/values', async (c) => {
    const actor = catalogManager(c)
    const attributeId = routeId(c)
    const value = await parseJson(c, attributeValueSaveSchema)
    return ok(c, await saveAttributeValue(db(c), { siteId: c.get('site').id, actor, attributeId, value }), 201)
  })
  .put('/attributes/:id/values/:valueId', async (c) => {
    const actor = catalogManager(c)
    const attributeId = routeId(c)
    const valueId = valueRouteId(c)
    const value = await parseJson(c, attributeValueSaveSchema)
    return ok(c, await saveAttributeValue(db(c), { siteId: c.get('site').id, actor, attributeId, valueId, value }))
  })
  .delete('/attributes/:id/values/:valueId', async (c) => {
    const actor = catalogManager(c)
    await deleteAttributeValue(db(c), { siteId: c.get('site').id, actor, attributeId: routeId(c), valueId: valueRouteId(c) })
    return ok(c, { deleted: true })
  })
