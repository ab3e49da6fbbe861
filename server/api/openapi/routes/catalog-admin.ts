import { adminProductQuerySchema, productQuickEditSchema } from '../../../../common/catalog/admin-products'
import { adminProductPageSchema, productQuickEditResultSchema } from '../../../../common/catalog/admin-products-schema'
import { adminAttributeQuerySchema, attributeCategoriesSchema, attributeSaveSchema, attributeValueSaveSchema } from '../../../../common/catalog/admin-attributes'
import { adminAttributeDetailSchema, adminAttributePageSchema } from '../../../../common/catalog/admin-attributes-schema'
import { tagSaveSchema } from '../../../../common/catalog/admin-taxonomy'
import { adminCategoryTreeSchema, adminTagListSchema, adminTagRowSchema } from '../../../../common/catalog/admin-taxonomy-schema'
import { categoryCreateSchema, categoryUpdateSchema } from '../../../../common/catalog/product-edit'
import { editableCategorySchema } from '../../../../common/catalog/product-edit-schema'
import { importJobIdSchema } from '../../../../common/catalog/product-csv'
import { importDryRunSchema, importJobStatusSchema } from '../../../../common/catalog/product-csv-schema'
import { deletedSchema } from '../../../../common/http/ack-schema'
import { dbIdParamSchema } from '../../../../common/validation/numbers'
import { importQuerySchema } from '../../catalog-admin'
import { tagged } from '../registry'

const op = tagged('catalog-admin')
const id = { id: dbIdParamSchema }
const valueId = { id: dbIdParamSchema, valueId: dbIdParamSchema }
const access = 'catalog'

const noCategory = 'No category of the site has this id.'
const noTag = 'No tag of the site has this id.'
const tagSlugTaken = 'Another tag has this slug.'
const noAttribute = 'No attribute of the site has this id.'
const noValue = 'No attribute, or no value of it, has these ids.'

export const catalogAdminOperations = [
  op('GET', '/v1/backoffice/catalog/products', 'Products: server-paged, searched, filtered and sorted', { query: adminProductQuerySchema, access, response: adminProductPageSchema }),
  op('POST', '/v1/backoffice/catalog/products/{id}/quick', 'Quick edit of price and stock (price history kept)', {
    body: productQuickEditSchema,
    params: id,
    access,
    response: productQuickEditResultSchema,
    errors: { 404: 'No product of the site has this id.' },
  }),
  // A CSV download: no JSON `data`.
  op('GET', '/v1/backoffice/catalog/products/export.csv', 'Products, prices and stock as CSV', { access, file: { types: ['text/csv'], description: 'The products as CSV, the columns the import reads.' } }),
  op('POST', '/v1/backoffice/catalog/products/import', 'CSV import: a dry run lists row errors, an import runs as one transaction', {
    query: importQuerySchema,
    access,
    response: importDryRunSchema,
    otherSuccesses: { 202: { description: 'The import has started (`mode=import`): `data` is its job\'s first status, to poll.', response: importJobStatusSchema } },
    errors: { 422: 'The file has row errors, so nothing is imported; `data` is the dry run\'s report.' },
  }),
  op('GET', '/v1/backoffice/catalog/products/import/{jobId}', 'Progress of an import job', {
    params: { jobId: importJobIdSchema },
    access,
    response: importJobStatusSchema,
    errors: { 404: 'No import job of this login has this id (jobs are forgotten an hour after they end).' },
  }),
  op('GET', '/v1/backoffice/catalog/categories', 'The category tree', { access, response: adminCategoryTreeSchema }),
  op('POST', '/v1/backoffice/catalog/categories', 'Create a category', { body: categoryCreateSchema, access, status: 201, response: editableCategorySchema }),
  op('PUT', '/v1/backoffice/catalog/categories/{id}', 'Rename or move a category', {
    body: categoryUpdateSchema,
    params: id,
    access,
    response: editableCategorySchema,
    errors: { 404: noCategory },
  }),
  op('DELETE', '/v1/backoffice/catalog/categories/{id}', 'Delete an empty category', {
    params: id,
    access,
    response: deletedSchema,
    errors: { 404: noCategory, 409: 'The category still has subcategories or products.' },
  }),
  op('GET', '/v1/backoffice/catalog/tags', 'Product tags', { access, response: adminTagListSchema }),
  op('POST', '/v1/backoffice/catalog/tags', 'Create a tag', { body: tagSaveSchema, access, status: 201, response: adminTagRowSchema, errors: { 409: tagSlugTaken } }),
  op('PUT', '/v1/backoffice/catalog/tags/{id}', 'Edit a tag', { body: tagSaveSchema, params: id, access, response: adminTagRowSchema, errors: { 404: noTag, 409: tagSlugTaken } }),
  op('DELETE', '/v1/backoffice/catalog/tags/{id}', 'Delete a tag', { params: id, access, response: deletedSchema, errors: { 404: noTag } }),
  op('GET', '/v1/backoffice/catalog/attributes', 'Attributes (layered-navigation facets), paged and searched', {
    query: adminAttributeQuerySchema,
    access,
    response: adminAttributePageSchema,
  }),
  op('POST', '/v1/backoffice/catalog/attributes', 'Create an attribute', {
    body: attributeSaveSchema,
    access,
    status: 201,
    response: adminAttributeDetailSchema,
    errors: { 409: 'Another attribute has this code.' },
  }),
  op('GET', '/v1/backoffice/catalog/attributes/{id}', 'An attribute with its values and categories', {
    params: id,
    access,
    response: adminAttributeDetailSchema,
    errors: { 404: noAttribute },
  }),
  op('PUT', '/v1/backoffice/catalog/attributes/{id}', 'Edit an attribute (a type change that strands product values is 409)', {
    body: attributeSaveSchema,
    params: id,
    access,
    response: adminAttributeDetailSchema,
    errors: { 404: noAttribute, 409: 'Another attribute has this code, or products have values the new type cannot hold.' },
  }),
  op('DELETE', '/v1/backoffice/catalog/attributes/{id}', 'Delete an attribute no product uses (409 otherwise)', {
    params: id,
    access,
    response: deletedSchema,
    errors: { 404: noAttribute, 409: 'Products use the attribute.' },
  }),
  op('PUT', '/v1/backoffice/catalog/attributes/{id}/categories', 'The categories whose filter panel offers the attribute', {
    body: attributeCategoriesSchema,
    params: id,
    access,
    response: adminAttributeDetailSchema,
    errors: { 404: noAttribute },
  }),
  op('POST', '/v1/backoffice/catalog/attributes/{id}/values', 'Add a value to an attribute', {
    body: attributeValueSaveSchema,
    params: id,
    access,
    status: 201,
    response: adminAttributeDetailSchema,
    errors: { 404: noAttribute, 409: 'A yes/no attribute has its two fixed values: none is added.' },
  }),
  op('PUT', '/v1/backoffice/catalog/attributes/{id}/values/{valueId}', 'Edit an attribute value', {
    body: attributeValueSaveSchema,
    params: valueId,
    access,
    response: adminAttributeDetailSchema,
    errors: { 404: noValue, 409: 'The value is one of a yes/no attribute\'s two: its name changes, its code does not.' },
  }),
  op('DELETE', '/v1/backoffice/catalog/attributes/{id}/values/{valueId}', 'Delete a value no product has (409 otherwise)', {
    params: valueId,
    access,
    response: deletedSchema,
    errors: { 404: noValue, 409: 'Products have the value, or it is one of a yes/no attribute\'s two.' },
  }),
]
