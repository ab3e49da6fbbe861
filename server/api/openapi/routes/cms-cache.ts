import { cacheClearSchema } from '../../../../common/cms/cache-view'
import { cacheClearedSchema, cacheListSchema } from '../../../../common/cms/cache-view-schema'
import { tagged } from '../registry'

const op = tagged('cms-cache')

export const cmsCacheOperations = [
  op('GET', '/v1/cms/cache/list', 'The cache stores with their keys and sizes', { access: ['content', 'admin'], response: cacheListSchema }),
  op('POST', '/v1/cms/cache/clear', 'Clear one cache entry or all', {
    body: cacheClearSchema,
    access: ['content', 'admin'],
    response: cacheClearedSchema,
    errors: { 404: 'The store has no entry under this key.' },
  }),
]
