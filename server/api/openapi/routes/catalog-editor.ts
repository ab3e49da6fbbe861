import { categoryCreateSchema, categoryUpdateSchema, productListQuerySchema, productUpdateSchema } from '../../../../common/catalog/product-edit'
import { editableCategoryListSchema, editableCategorySchema, editorProductSchema, productEditListSchema } from '../../../../common/catalog/product-edit-schema'
import { tagged } from '../registry'

const op = tagged('catalog-editor')
const access = ['content', 'catalog'] as const
const noProduct = 'No product of the site has this id.'

export const catalogEditorOperations = [
  op('GET', '/v1/backoffice/products', 'Products for the editor: server-paged, searched and filtered', { query: productListQuerySchema, access, response: productEditListSchema }),
  op('GET', '/v1/backoffice/products/{id}', 'One product with every editable field', { access, response: editorProductSchema, errors: { 404: noProduct } }),
  op('PUT', '/v1/backoffice/products/{id}', 'Save a product (price changes land in the price history)', {
    body: productUpdateSchema,
    access,
    response: editorProductSchema,
    errors: { 404: noProduct, 409: 'Someone saved the product after the editor loaded it (`version` is stale): reload, then save again.' },
  }),
  op('GET', '/v1/backoffice/product-categories', 'Product categories as a tree', { access, response: editableCategoryListSchema }),
  op('POST', '/v1/backoffice/product-categories', 'Create a product category', { body: categoryCreateSchema, access, status: 201, response: editableCategorySchema }),
  op('PUT', '/v1/backoffice/product-categories/{id}', 'Save a product category', {
    body: categoryUpdateSchema,
    access,
    response: editableCategorySchema,
    errors: { 404: 'No category of the site has this id.' },
  }),
]
