import { commonsSchema } from '../../settings'
import { generalSettingsQuerySchema } from '../../../../common/settings/general-settings'
import { tagged } from '../registry'

const op = tagged('settings')

export const settingsOperations = [
  op('GET', '/v1/settings/general/user', 'General settings by group and key, as far as the user may read them', { query: generalSettingsQuerySchema }),
  op('GET', '/v1/settings/commons', 'Languages or countries', { query: commonsSchema }),
  op('POST', '/v1/settings/domain/filter', 'The sites this installation serves, with their addresses'),
  op('POST', '/v2/settings/domainDetect', 'Which site the caller is on (its API key only for backoffice users)'),
]
