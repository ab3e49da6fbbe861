import { releaseQuerySchema, setDomainSchema } from '../../../shell/dev-tools-api'
import { tagged } from '../registry'

const op = tagged('dev-tools-api')

export const devToolsApiOperations = [
  op('GET', '/_cli/get-latest-tag', 'The newest version in the changelog (dev builds with the version badge)'),
  op('POST', '/_cli/get-latest-release', 'Every release in the changelog with its notes', { body: releaseQuerySchema }),
  op('GET', '/_cli/get-domain', 'The domain the developer picked for this browser'),
  op('POST', '/_cli/set-domain', 'Pick one of the sites\' domains to label this browser\'s session', { body: setDomainSchema, access: 'backoffice' }),
]
