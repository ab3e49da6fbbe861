import { categoryFilterSchema, checkBundlesSchema, getSchema, tagFilterSchema } from '../../product'
import { productListSchema } from '../../../../common/catalog/product-card-schema'
import { productFilterSchema } from '../../../../common/catalog/filters'
import { dbIdParamSchema } from '../../../../common/validation/numbers'
import { tagged } from '../registry'

const op = tagged('product')

export const productOperations = [
  op('GET', '/v1/product/web/get', 'One product with its details, by id or slug', { query: getSchema }),
  op('POST', '/v1/product/web/filter', 'Products, filtered, sorted and paged', { body: productFilterSchema, response: productListSchema }),
  op('POST', '/v1/product/layered/navigation', 'The filter panel\'s facets and counts for a product filter', { body: productFilterSchema }),
  op('GET', '/v1/product/web/category/get/{id}', 'One product category', { params: { id: dbIdParamSchema } }),
  op('POST', '/v1/product/web/category/filter', 'Product categories, as a tree or a list', { body: categoryFilterSchema }),
  op('POST', '/v1/product/web/tag/filter', 'Products with any of the given tags', { body: tagFilterSchema, response: productListSchema }),
  op('GET', '/v1/product/web/checkBundles', 'The bundles a product is part of', { query: checkBundlesSchema }),
]
