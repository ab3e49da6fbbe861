import { adminProductQuerySchema, productQuickEditSchema } from '../../../../common/catalog/admin-products'
import { adminAttributeQuerySchema, attributeCategoriesSchema, attributeSaveSchema, attributeValueSaveSchema } from '../../../../common/catalog/admin-attributes'
import { tagSaveSchema } from '../../../../common/catalog/admin-taxonomy'
import { categoryCreateSchema, categoryUpdateSchema } from '../../../../common/catalog/product-edit'
import { importJobIdSchema } from '../../../../common/catalog/product-csv'
import { dbIdParamSchema } from '../../../../common/validation/numbers'
import { importQuerySchema } from '../../catalog-admin'
import { tagged } from '../registry'

const op = tagged('catalog-admin')
const id = { id: dbIdParamSchema }
const valueId = { id: dbIdParamSchema, valueId: dbIdParamSchema }

export const catalogAdminOperations = [
  op('GET', '/v1/backoffice/catalog/products', 'Products: server-paged, searched, filtered and sorted', { query: adminProductQuerySchema, access: 'catalog' }),
  op('POST', '/v1/backoffice/catalog/products/{id}/quick', 'Quick edit of price and stock (price history kept)', { body: productQuickEditSchema, params: id, access: 'catalog' }),
  op('GET', '/v1/backoffice/catalog/products/export.csv', 'Products, prices and stock as CSV', { access: 'catalog' }),
  op('POST', '/v1/backoffice/catalog/products/import', 'CSV import: a dry run lists row errors, an import runs as one transaction', { query: importQuerySchema, access: 'catalog' }),
  op('GET', '/v1/backoffice/catalog/products/import/{jobId}', 'Progress of an import job', { params: { jobId: importJobIdSchema }, access: 'catalog' }),
  op('GET', '/v1/backoffice/catalog/categories', 'The category tree', { access: 'catalog' }),
  op('POST', '/v1/backoffice/catalog/categories', 'Create a category', { body: categoryCreateSchema, access: 'catalog' }),
  op('PUT', '/v1/backoffice/catalog/categories/{id}', 'Rename or move a category', { body: categoryUpdateSchema, params: id, access: 'catalog' }),
  op('DELETE', '/v1/backoffice/catalog/categories/{id}', 'Delete an empty category', { params: id, access: 'catalog' }),
  op('GET', '/v1/backoffice/catalog/tags', 'Product tags', { access: 'catalog' }),
  op('POST', '/v1/backoffice/catalog/tags', 'Create a tag', { body: tagSaveSchema, access: 'catalog' }),
  op('PUT', '/v1/backoffice/catalog/tags/{id}', 'Edit a tag', { body: tagSaveSchema, params: id, access: 'catalog' }),
  op('DELETE', '/v1/backoffice/catalog/tags/{id}', 'Delete a tag', { params: id, access: 'catalog' }),
  op('GET', '/v1/backoffice/catalog/attributes', 'Attributes (layered-navigation facets), paged and searched', { query: adminAttributeQuerySchema, access: 'catalog' }),
  op('POST', '/v1/backoffice/catalog/attributes', 'Create an attribute', { body: attributeSaveSchema, access: 'catalog' }),
  op('GET', '/v1/backoffice/catalog/attributes/{id}', 'An attribute with its values and categories', { params: id, access: 'catalog' }),
  op('PUT', '/v1/backoffice/catalog/attributes/{id}', 'Edit an attribute (a type change that strands product values is 409)', { body: attributeSaveSchema, params: id, access: 'catalog' }),
  op('DELETE', '/v1/backoffice/catalog/attributes/{id}', 'Delete an attribute no product uses (409 otherwise)', { params: id, access: 'catalog' }),
  op('PUT', '/v1/backoffice/catalog/attributes/{id}/categories', 'The categories whose filter panel offers the attribute', { body: attributeCategoriesSchema, params: id, access: 'catalog' }),
  op('POST', '/v1/backoffice/catalog/attributes/{id}/values', 'Add a value to an attribute', { body: attributeValueSaveSchema, params: id, access: 'catalog' }),
  op('PUT', '/v1/backoffice/catalog/attributes/{id}/values/{valueId}', 'Edit an attribute value', { body: attributeValueSaveSchema, params: valueId, access: 'catalog' }),
  op('DELETE', '/v1/backoffice/catalog/attributes/{id}/values/{valueId}', 'Delete a value no product has (409 otherwise)', { params: valueId, access: 'catalog' }),
]
