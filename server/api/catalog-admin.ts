import { Hono, type Context } from 'hono'
import { adminProductQuerySchema, productQuickEditSchema } from '../../common/catalog/admin-products'
import { importJobIdSchema, importModeSchema, MAX_IMPORT_BYTES } from '../../common/catalog/product-csv'
import { isAdminLocale, type AdminLocale } from '../../common/i18n/admin'
import { dbIdParamSchema } from '../../common/validation/numbers'
import { z } from '../../common/validation/z'
import { requireScope } from '../auth/access'
import { exportProductRows, listAdminProducts, quickEditProduct } from '../catalog/admin-products'
import { importJobStatus, startImportJob } from '../catalog/import-jobs'
import { checkImport } from '../catalog/product-import'
import { ApiError } from '../http/api-error'
import { toCsv } from '../http/csv'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'

const db = (c: Context<AppEnv>) => c.get('runtime').database.db
const csvTextSchema = z.string().max(MAX_IMPORT_BYTES)
const importQuerySchema = importModeSchema.extend({ lang: z.enum(['hr', 'en']).optional() })

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
    const productId = parseValue(c, dbIdParamSchema, c.req.param('id'))
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
