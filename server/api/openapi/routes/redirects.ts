import { redirectCreateSchema } from '../../../../common/community/schemas'
import { deleteSchema } from '../../redirects'
import { tagged } from '../registry'

const op = tagged('redirects')

export const redirectsOperations = [
  op('GET', '/v1/cms/redirect/filter', 'Redirects and recent paths that found nothing, paged', { access: 'content' }),
  op('POST', '/v1/cms/redirect/create', 'Create a redirect', { body: redirectCreateSchema, access: 'content' }),
  op('POST', '/v1/cms/redirect/delete', 'Delete redirects', { body: deleteSchema, access: 'content' }),
]
