import { updateSchema } from '../../cms-admin'
import { siteOptionUpdatedSchema } from '../../../../common/settings/site-option-update'
import { tagged } from '../registry'

const op = tagged('cms-admin')

export const cmsAdminOperations = [
  op('PUT', '/v1/cms/option/update', 'Set one site option', { body: updateSchema, access: 'settings', response: siteOptionUpdatedSchema }),
]
