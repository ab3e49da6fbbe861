import { deleteSchema, filterSchema, idSchema, updateSchema } from '../../media'
import { tagged } from '../registry'

const op = tagged('media')

export const mediaOperations = [
  op('GET', '/v1/media/filterStandard', 'Filter standard', { query: filterSchema, access: 'content' }),
  op('PATCH', '/v1/media/update/{id}', 'Update', { body: updateSchema, params: { id: idSchema }, access: 'content' }),
  op('GET', '/v1/media/usage/{id}', 'Usage', { params: { id: idSchema }, access: 'content' }),
  op('DELETE', '/v1/media/directoryItem/delete', 'Directory item delete', { body: deleteSchema, access: 'content' }),
  op('POST', '/v2/media/upload', 'Upload', { access: 'content' }),
  op('POST', '/v2/media/upload/public', 'Upload public'),
]
