import { commonsSchema } from '../../settings'
import { tagged } from '../registry'

const op = tagged('settings')

export const settingsOperations = [
  op('GET', '/v1/settings/commons', 'Commons', { query: commonsSchema }),
  op('POST', '/v1/settings/domain/filter', 'Domain filter'),
  op('POST', '/v2/settings/domainDetect', 'Domain detect'),
]
