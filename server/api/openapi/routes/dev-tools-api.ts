import { releaseQuerySchema, setDomainSchema } from '../../../shell/dev-tools-api'
import { devDomainSchema, latestTagSchema, releaseListSchema } from '../../../../common/dev-tools/dev-tools-schema'
import { tagged } from '../registry'

const op = tagged('dev-tools-api')

const badgeOff = 'The build shows no version badge: these calls do not exist.'

// These answer bare JSON, not the envelope (`bare`), as the spec's client reads them.
export const devToolsApiOperations = [
  op('GET', '/_cli/get-latest-tag', 'The newest version in the changelog (dev builds with the version badge)', { bare: true, response: latestTagSchema, errors: { 404: badgeOff } }),
  op('POST', '/_cli/get-latest-release', 'Every release in the changelog with its notes', { body: releaseQuerySchema, bare: true, response: releaseListSchema, errors: { 404: badgeOff } }),
  op('GET', '/_cli/get-domain', 'The domain the developer picked for this browser', { bare: true, response: devDomainSchema, errors: { 404: badgeOff } }),
  op('POST', '/_cli/set-domain', 'Pick one of the sites\' domains to label this browser\'s session', { body: setDomainSchema, access: 'backoffice', bare: true, response: devDomainSchema, errors: { 404: badgeOff } }),
]
