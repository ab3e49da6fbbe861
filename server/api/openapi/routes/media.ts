import { mediaItemSchema, publicUploadSchema, uploadTicketSchema } from '../../../../common/media/bucket-upload'
import { deleteSchema, filterSchema, idSchema, updateSchema } from '../../media'
import { addFromBucketPublicSchema, addFromBucketSchema, uploadUrlSchema } from '../../media-bucket'
import { mediaCreateQuerySchema, mediaCreateResultSchema, mediaOptionsSchema } from '../../../../common/media/media-drive'
import { mediaListSchema, mediaUploadResultSchema, mediaUsageSchema, publicUploadResultSchema } from '../../../../common/media/media-library-schema'
import { deletedCountSchema } from '../../../../common/http/ack-schema'
import { tagged } from '../registry'

const op = tagged('media')

const bucketOff = 'BUCKET_NOT_CONFIGURED: media are not on a bucket here (no MEDIA_S3_*); upload with POST /v2/media/upload instead.'
const ticketErrors = { '404': bucketOff, '413': 'The declared size is above 10 MB.' }
const intakeErrors = { '404': `No object under the key: never uploaded, or already taken in (OBJECT_NOT_FOUND). ${bucketOff}`, '413': 'The object is above 10 MB (it is deleted).' }

export const mediaOperations = [
  op('GET', '/v1/media/filterStandard', 'Media library: paged and filtered', { query: filterSchema, access: 'content', response: mediaListSchema }),
  op('PATCH', '/v1/media/update/{id}', 'Change a media item\'s texts', {
    body: updateSchema,
    params: { id: idSchema },
    access: 'content',
    response: mediaItemSchema,
    errors: { 404: 'No media item with this id on the site.' },
  }),
  op('GET', '/v1/media/usage/{id}', 'Where a media item is used', { params: { id: idSchema }, access: 'content', response: mediaUsageSchema }),
  op('DELETE', '/v1/media/directoryItem/delete', 'Delete media items', { body: deleteSchema, access: 'content', response: deletedCountSchema }),
  op('GET', '/v1/media/option/filter', 'What the media library accepts (types, size, files per upload, crop sizes) and its drives', { access: 'content', response: mediaOptionsSchema }),
  op('POST', '/v1/media/create', 'Upload files into a drive of the media library (multipart form, `file` fields)', {
    query: mediaCreateQuerySchema,
    access: 'content',
    response: mediaCreateResultSchema,
    status: 201,
    errors: { 404: 'No drive with this id on the site.', 413: 'A file or the request is too large.' },
  }),
  op('POST', '/v2/media/upload', 'Upload media files (multipart form)', { access: 'content', response: mediaUploadResultSchema }),
  op('POST', '/v2/media/upload/public', 'Upload files from a public form (multipart form)', {
    response: publicUploadResultSchema,
    errors: { 429: 'Too many uploads from this address.' },
  }),
  op('POST', '/v1/media/file/getUploadUrl', 'Get a presigned URL to upload one file straight to the media bucket', {
    body: uploadUrlSchema,
    access: 'content',
    response: uploadTicketSchema,
    errors: ticketErrors,
  }),
  op('POST', '/v1/media/file/getUploadUrlPublic', 'Get a presigned URL for a visitor\'s file (rate-limited per IP)', {
    body: uploadUrlSchema,
    response: uploadTicketSchema,
    errors: { ...ticketErrors, '429': 'Too many uploads from this address.' },
  }),
  op('POST', '/v1/media/file/addFromBucket', 'Take an uploaded object into the media library after the upload checks', {
    body: addFromBucketSchema,
    access: 'content',
    response: mediaItemSchema,
    errors: intakeErrors,
  }),
  op('POST', '/v1/media/file/addFromBucketPublic', 'Take a visitor\'s uploaded object in after the upload checks; answers its token', {
    body: addFromBucketPublicSchema,
    response: publicUploadSchema,
    errors: { ...intakeErrors, '429': 'Too many uploads from this address.' },
  }),
]
