import { Hono } from 'hono'
import { z } from 'zod'
import { productFilterSchema, toSortOption } from '../../common/catalog/filters'
import { maxApiLimit, maxPage } from '../../common/catalog/rules'
import { clampedIntSchema, dbIdParamSchema, dbIdSchema } from '../../common/validation/numbers'
import {
  bundlesContaining,
  filterByTags,
  filterProducts,
  findProductIdBySlug,
  getCategory,
  getProductDetail,
  listCategories,
  productNavigation,
} from '../catalog'
import { ApiError } from '../http/api-error'
import { resolveStore } from '../site/store-service'
import { storeParamSchema } from '../../common/site/store'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'

export const getSchema = z
  .object({
    slug: z.string().trim().min(1).max(200).optional(),
    id: dbIdParamSchema.optional(),
    store: storeParamSchema.optional(),
    currency: z.string().max(10).optional(),
  })
  .refine((value) => value.slug !== undefined || value.id !== undefined, { message: 'slug or id', path: ['slug'] })

export const categoryFilterSchema = z.object({
  filters: z.array(z.object({ key: z.enum(['parent', 'ids']), value: z.union([dbIdSchema.nullable(), z.array(dbIdSchema).max(500)]) })).max(10).optional(),
  sort: z.object({ param: z.string().max(40), order: z.enum(['asc', 'desc']) }).optional(),
  tree: z.boolean().optional(),
  page: clampedIntSchema(maxPage).optional(),
  limit: clampedIntSchema(maxApiLimit).optional(),
})

export const tagFilterSchema = z.object({
  tags: z.array(z.union([z.string().trim().min(1).max(80), dbIdSchema])).min(1).max(50),
  page: clampedIntSchema(maxPage).optional(),
  limit: clampedIntSchema(maxApiLimit).optional(),
  sort: productFilterSchema.shape.sort,
})

export const checkBundlesSchema = z.object({ product: dbIdParamSchema })

/** §7 product calls under `/api/v1/product`. Thin: validate, call the catalogue, envelope. */
export const productApi = new Hono<AppEnv>()
  .get('/web/get', async (c) => {
    const input = parseQuery(c, getSchema)
    const { db } = c.get('runtime').database
    const siteId = c.get('site').id
    // A named store answers in its language; without one the request's language stands.
    const store = input.store === undefined ? null : await resolveStore(db, siteId, input.store)
    const scope = { siteId, locale: store?.language ?? c.get('locale') }
    const id = input.id ?? (await findProductIdBySlug(db, { ...scope, slug: input.slug ?? '' }))
    const product = id ? await getProductDetail(db, { ...scope, id }) : null
    if (!product) throw ApiError.notFound('PRODUCT_NOT_FOUND')
    return ok(c, product)
  })
  .post('/web/filter', async (c) => {
    const input = await parseJson(c, productFilterSchema)
    const { db } = c.get('runtime').database
    return ok(c, await filterProducts(db, { siteId: c.get('site').id, locale: c.get('locale') }, input))
  })
  .post('/layered/navigation', async (c) => {
    const input = await parseJson(c, productFilterSchema)
    const { db } = c.get('runtime').database
    return ok(c, await productNavigation(db, { siteId: c.get('site').id, locale: c.get('locale') }, input))
  })
  .get('/web/category/get/:id', async (c) => {
    const id = parseValue(c, dbIdParamSchema, c.req.param('id'))
    const { db } = c.get('runtime').database
    const category = await getCategory(db, { siteId: c.get('site').id, id, locale: c.get('locale') })
    if (!category) throw ApiError.notFound('CATEGORY_NOT_FOUND')
    return ok(c, category)
  })
  .post('/web/category/filter', async (c) => {
    const input = await parseJson(c, categoryFilterSchema)
    const { db } = c.get('runtime').database
    const parent = input.filters?.find((f) => f.key === 'parent')?.value
    const ids = input.filters?.find((f) => f.key === 'ids')?.value
    const list = await listCategories(db, {
      siteId: c.get('site').id,
      locale: c.get('locale'),
      tree: input.tree,
      parentId: typeof parent === 'number' || parent === null ? parent : undefined,
      ids: Array.isArray(ids) ? ids : undefined,
      page: input.page,
      limit: input.limit,
      sortByName: input.sort?.param === 'name' ? input.sort.order : undefined,
    })
    // Any other sort param keeps the catalogue's own order; `desc` reverses it as it always did.
    if (input.sort?.param !== 'name' && input.sort?.order === 'desc') list.records.reverse()
    return ok(c, list)
  })
  .post('/web/tag/filter', async (c) => {
    const input = await parseJson(c, tagFilterSchema)
    const { db } = c.get('runtime').database
    return ok(c, await filterByTags(db, { siteId: c.get('site').id, locale: c.get('locale') }, { ...input, sort: toSortOption(input.sort) }))
  })
  .get('/web/checkBundles', async (c) => {
    const { product } = parseQuery(c, checkBundlesSchema)
    const { db } = c.get('runtime').database
    const bundles = await bundlesContaining(db, { siteId: c.get('site').id, locale: c.get('locale') }, product)
    return ok(c, { isInBundle: bundles.length > 0, bundles })
  })
