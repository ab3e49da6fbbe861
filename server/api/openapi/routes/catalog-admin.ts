import { adminProductQuerySchema, productQuickEditSchema } from '../../../../common/catalog/admin-products'
import { tagSaveSchema } from '../../../../common/catalog/admin-taxonomy'
import { categoryCreateSchema, categoryUpdateSchema } from '../../../../common/catalog/product-edit'
import { importJobIdSchema } from '../../../../common/catalog/product-csv'
import { dbIdParamSchema } from '../../../../common/validation/numbers'
import { importQuerySchema } from '../../catalog-admin'
import { tagged } from '../registry'

const op = tagged('catalog-admin')
const id = { id: dbIdParamSchema }

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
]
