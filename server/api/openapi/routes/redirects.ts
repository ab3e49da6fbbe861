import { redirectCreateSchema } from '../../../../common/community/schemas'
import { deleteSchema } from '../../redirects'
import { tagged } from '../registry'

const op = tagged('redirects')

export const redirectsOperations = [
  op('GET', '/v1/cms/redirect/filter', 'Redirect filter', { access: 'content' }),
  op('POST', '/v1/cms/redirect/create', 'Redirect create', { body: redirectCreateSchema, access: 'content' }),
  op('POST', '/v1/cms/redirect/delete', 'Redirect delete', { body: deleteSchema, access: 'content' }),
]
