import { cacheClearSchema } from '../../../../common/cms/cache-view'
import { tagged } from '../registry'

const op = tagged('cms-cache')

export const cmsCacheOperations = [
  op('GET', '/v1/cms/cache/list', 'Cache list', { access: ['content', 'admin'] }),
  op('POST', '/v1/cms/cache/clear', 'Cache clear', { body: cacheClearSchema, access: ['content', 'admin'] }),
]
