import { categoryCreateSchema, categoryUpdateSchema, productListQuerySchema, productUpdateSchema } from '../../../../common/catalog/product-edit'
import { tagged } from '../registry'

const op = tagged('catalog-editor')

export const catalogEditorOperations = [
  op('GET', '/v1/backoffice/products', 'Products for the editor: server-paged, searched and filtered', { query: productListQuerySchema, access: ['content', 'catalog'] }),
  op('GET', '/v1/backoffice/products/{id}', 'One product with every editable field', { access: ['content', 'catalog'] }),
  op('PUT', '/v1/backoffice/products/{id}', 'Save a product (price changes land in the price history)', { body: productUpdateSchema, access: ['content', 'catalog'] }),
  op('GET', '/v1/backoffice/product-categories', 'Product categories as a tree', { access: ['content', 'catalog'] }),
  op('POST', '/v1/backoffice/product-categories', 'Create a product category', { body: categoryCreateSchema, access: ['content', 'catalog'] }),
  op('PUT', '/v1/backoffice/product-categories/{id}', 'Save a product category', { body: categoryUpdateSchema, access: ['content', 'catalog'] }),
]
