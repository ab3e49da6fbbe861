import { releaseQuerySchema, setDomainSchema } from '../../../shell/dev-tools-api'
import { tagged } from '../registry'

const op = tagged('dev-tools-api')

export const devToolsApiOperations = [
  op('GET', '/_cli/get-latest-tag', 'Get latest tag'),
  op('POST', '/_cli/get-latest-release', 'Get latest release', { body: releaseQuerySchema }),
  op('GET', '/_cli/get-domain', 'Get domain'),
  op('POST', '/_cli/set-domain', 'Set domain', { body: setDomainSchema, access: 'backoffice' }),
]
