import { commonsSchema } from '../../settings'
import { generalSettingsQuerySchema } from '../../../../common/settings/general-settings'
import { generalSettingsAnswerSchema } from '../../../../common/settings/general-settings-schema'
import { commonsAnswerSchema } from '../../../../common/settings/commons-schema'
import { domainDetectSchema, siteListSchema } from '../../../../common/settings/site-list-schema'
import { tagged } from '../registry'

const op = tagged('settings')

export const settingsOperations = [
  op('GET', '/v1/settings/general/user', 'General settings by group and key, as far as the user may read them', {
    query: generalSettingsQuerySchema,
    response: generalSettingsAnswerSchema,
    errors: {
      401: 'The `private` group needs a login.',
      403: 'The `private` group needs the `settings` or `admin` scope.',
      404: 'The group has no setting with this key.',
    },
  }),
  op('GET', '/v1/settings/commons', 'Languages, countries or the site\'s stores', { query: commonsSchema, response: commonsAnswerSchema }),
  op('POST', '/v1/settings/domain/filter', 'The sites this installation serves, with their addresses', { response: siteListSchema }),
  op('POST', '/v2/settings/domainDetect', 'Which site the caller is on (its API key only for backoffice users)', { response: domainDetectSchema }),
]
