import { categoryFilterSchema, checkBundlesSchema, getSchema, tagFilterSchema } from '../../product'
import { categoryListSchema, categoryViewSchema } from '../../../../common/catalog/category-view-schema'
import { layeredFilterSchema } from '../../../../common/catalog/layered-filter-schema'
import { productBundlesSchema, productListSchema } from '../../../../common/catalog/product-card-schema'
import { productDetailSchema } from '../../../../common/catalog/product-detail-schema'
import { productFilterSchema } from '../../../../common/catalog/filters'
import { dbIdParamSchema } from '../../../../common/validation/numbers'
import { z } from '../../../../common/validation/z'
import { tagged } from '../registry'

const op = tagged('product')
const noCategory = { 404: 'The filter\'s main category names no category of the site.' }

export const productOperations = [
  op('GET', '/v1/product/web/get', 'One product with its details, by id or slug', {
    query: getSchema,
    response: productDetailSchema,
    errors: { 404: 'No published product has this id or slug (PRODUCT_NOT_FOUND), or the store is not one of this site\'s (STORE_NOT_FOUND).' },
  }),
  op('POST', '/v1/product/web/filter', 'Products, filtered, sorted and paged', { body: productFilterSchema, response: productListSchema, errors: noCategory }),
  op('POST', '/v1/product/layered/navigation', 'The filter panel\'s facets and counts for a product filter', {
    body: productFilterSchema,
    response: z.array(layeredFilterSchema),
    errors: noCategory,
  }),
  op('GET', '/v1/product/web/category/get/{id}', 'One product category', {
    params: { id: dbIdParamSchema },
    response: categoryViewSchema,
    errors: { 404: 'No category of the site has this id.' },
  }),
  op('POST', '/v1/product/web/category/filter', 'Product categories, as a tree or a list', { body: categoryFilterSchema, response: categoryListSchema }),
  op('POST', '/v1/product/web/tag/filter', 'Products with any of the given tags', { body: tagFilterSchema, response: productListSchema }),
  op('GET', '/v1/product/web/checkBundles', 'The bundles a product is part of', { query: checkBundlesSchema, response: productBundlesSchema }),
]
