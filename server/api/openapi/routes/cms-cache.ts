import { cacheClearSchema } from '../../../../common/cms/cache-view'
import { tagged } from '../registry'

const op = tagged('cms-cache')

export const cmsCacheOperations = [
  op('GET', '/v1/cms/cache/list', 'The cache stores with their keys and sizes', { access: ['content', 'admin'] }),
  op('POST', '/v1/cms/cache/clear', 'Clear one cache entry or all', { body: cacheClearSchema, access: ['content', 'admin'] }),
]
