import { redirectCreateSchema, redirectListQuerySchema } from '../../../../common/community/schemas'
import { redirectListSchema, redirectSchema } from '../../../../common/community/redirect-schema'
import { deleteSchema } from '../../redirects'
import { deletedSchema } from '../../../../common/http/ack-schema'
import { tagged } from '../registry'

const op = tagged('redirects')

export const redirectsOperations = [
  op('GET', '/v1/cms/redirect/filter', 'Redirects and recent paths that found nothing, paged', { query: redirectListQuerySchema, access: 'content', response: redirectListSchema }),
  op('POST', '/v1/cms/redirect/create', 'Create a redirect', { body: redirectCreateSchema, access: 'content', response: redirectSchema, status: 201 }),
  op('POST', '/v1/cms/redirect/delete', 'Delete a redirect', {
    body: deleteSchema,
    access: 'content',
    response: deletedSchema,
    errors: { 404: 'No redirect with this id on the site.' },
  }),
]
