import { categoryCreateSchema, categoryUpdateSchema, productListQuerySchema, productUpdateSchema } from '../../../../common/catalog/product-edit'
import { tagged } from '../registry'

const op = tagged('catalog-editor')

export const catalogEditorOperations = [
  op('GET', '/v1/backoffice/products', 'Products', { query: productListQuerySchema }),
  op('GET', '/v1/backoffice/products/{id}', 'Products'),
  op('PUT', '/v1/backoffice/products/{id}', 'Products', { body: productUpdateSchema }),
  op('GET', '/v1/backoffice/product-categories', 'Product categories'),
  op('POST', '/v1/backoffice/product-categories', 'Product categories', { body: categoryCreateSchema }),
  op('PUT', '/v1/backoffice/product-categories/{id}', 'Product categories', { body: categoryUpdateSchema }),
]
