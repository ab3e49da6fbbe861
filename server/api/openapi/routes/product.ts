import { categoryFilterSchema, checkBundlesSchema, getSchema, tagFilterSchema } from '../../product'
import { productListSchema } from '../../../../common/catalog/product-card-schema'
import { productFilterSchema } from '../../../../common/catalog/filters'
import { dbIdParamSchema } from '../../../../common/validation/numbers'
import { tagged } from '../registry'

const op = tagged('product')

export const productOperations = [
  op('GET', '/v1/product/web/get', 'Web get', { query: getSchema }),
  op('POST', '/v1/product/web/filter', 'Web filter', { body: productFilterSchema, response: productListSchema }),
  op('POST', '/v1/product/layered/navigation', 'Layered navigation', { body: productFilterSchema }),
  op('GET', '/v1/product/web/category/get/{id}', 'Category get', { params: { id: dbIdParamSchema } }),
  op('POST', '/v1/product/web/category/filter', 'Category filter', { body: categoryFilterSchema }),
  op('POST', '/v1/product/web/tag/filter', 'Tag filter', { body: tagFilterSchema, response: productListSchema }),
  op('GET', '/v1/product/web/checkBundles', 'Web check bundles', { query: checkBundlesSchema }),
]
