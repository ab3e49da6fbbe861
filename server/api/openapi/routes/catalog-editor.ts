import { categoryCreateSchema, categoryUpdateSchema, productListQuerySchema, productUpdateSchema } from '../../../../common/catalog/product-edit'
import { tagged } from '../registry'

const op = tagged('catalog-editor')

export const catalogEditorOperations = [
  op('GET', '/v1/backoffice/products', 'Products', { query: productListQuerySchema, access: ['content', 'catalog'] }),
  op('GET', '/v1/backoffice/products/{id}', 'Products', { access: ['content', 'catalog'] }),
  op('PUT', '/v1/backoffice/products/{id}', 'Products', { body: productUpdateSchema, access: ['content', 'catalog'] }),
  op('GET', '/v1/backoffice/product-categories', 'Product categories', { access: ['content', 'catalog'] }),
  op('POST', '/v1/backoffice/product-categories', 'Product categories', { body: categoryCreateSchema, access: ['content', 'catalog'] }),
  op('PUT', '/v1/backoffice/product-categories/{id}', 'Product categories', { body: categoryUpdateSchema, access: ['content', 'catalog'] }),
]
