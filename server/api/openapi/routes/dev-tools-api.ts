import { releaseQuerySchema, setDomainSchema } from '../../../shell/dev-tools-api'
import { tagged } from '../registry'

const op = tagged('dev-tools-api')

const badgeOff = 'The build shows no version badge: these calls do not exist.'

// These answer bare JSON, not the envelope, so the envelope's `data` cannot describe them.
export const devToolsApiOperations = [
  op('GET', '/_cli/get-latest-tag', 'The newest version in the changelog (dev builds with the version badge)', { errors: { 404: badgeOff } }),
  op('POST', '/_cli/get-latest-release', 'Every release in the changelog with its notes', { body: releaseQuerySchema, errors: { 404: badgeOff } }),
  op('GET', '/_cli/get-domain', 'The domain the developer picked for this browser', { errors: { 404: badgeOff } }),
  op('POST', '/_cli/set-domain', 'Pick one of the sites\' domains to label this browser\'s session', { body: setDomainSchema, access: 'backoffice', errors: { 404: badgeOff } }),
]
