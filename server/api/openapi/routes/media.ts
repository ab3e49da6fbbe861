import { deleteSchema, filterSchema, idSchema, updateSchema } from '../../media'
import { mediaCreateQuerySchema, mediaCreateResultSchema, mediaOptionsSchema } from '../../../../common/media/media-drive'
import { tagged } from '../registry'

const op = tagged('media')

export const mediaOperations = [
  op('GET', '/v1/media/filterStandard', 'Media library: paged and filtered', { query: filterSchema, access: 'content' }),
  op('PATCH', '/v1/media/update/{id}', 'Change a media item\'s texts', { body: updateSchema, params: { id: idSchema }, access: 'content' }),
  op('GET', '/v1/media/usage/{id}', 'Where a media item is used', { params: { id: idSchema }, access: 'content' }),
  op('DELETE', '/v1/media/directoryItem/delete', 'Delete media items', { body: deleteSchema, access: 'content' }),
  op('GET', '/v1/media/option/filter', 'What the media library accepts (types, size, files per upload, crop sizes) and its drives', { access: 'content', response: mediaOptionsSchema }),
  op('POST', '/v1/media/create', 'Upload files into a drive of the media library (multipart form, `file` fields)', {
    query: mediaCreateQuerySchema,
    access: 'content',
    response: mediaCreateResultSchema,
    status: 201,
    errors: { 404: 'No drive with this id on the site.', 413: 'A file or the request is too large.' },
  }),
  op('POST', '/v2/media/upload', 'Upload media files (multipart form)', { access: 'content' }),
  op('POST', '/v2/media/upload/public', 'Upload files from a public form (multipart form)'),
]
