import { updateSchema } from '../../cms-admin'
import { tagged } from '../registry'

const op = tagged('cms-admin')

export const cmsAdminOperations = [
  op('PUT', '/v1/cms/option/update', 'Set one site option', { body: updateSchema, access: 'settings' }),
]
