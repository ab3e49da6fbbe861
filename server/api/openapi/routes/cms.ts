import { decideSchema, failedRequestSchema, handlersSchema, optionFilterSchema, pageSchema, termSchema, urlOnLanguageSchema } from '../../cms'
import { slugSearchResultSchema, slugSearchSchema } from '../../../../common/cms/slug-search'
import { tagged } from '../registry'

const op = tagged('cms')

export const cmsOperations = [
  op('GET', '/v1/cms/element/getByHandlers', 'Layout elements (header, footer, cookie notice) of the language by their handlers', { query: handlersSchema }),
  op('POST', '/v1/cms/element/getByHandlers', 'Layout elements (header, footer, cookie notice) of the language by their handlers', { body: handlersSchema }),
  op('GET', '/v1/cms/navigation/tree/{id}', 'A navigation menu with its links, in the request\'s language'),
  op('POST', '/v1/cms/finder/decide', 'What a path shows: one of the app\'s routes, a CMS page, or nothing', { body: decideSchema }),
  op('POST', '/v1/cms/finder/searchSlugs', 'Find published pages, posts, products and categories by slug or title', { body: slugSearchSchema, response: slugSearchResultSchema }),
  op('POST', '/v1/cms/finder/getUrlOnLanguage', 'The same page\'s path in another language', { body: urlOnLanguageSchema }),
  op('GET', '/v1/cms/option/filter', 'Site options by key', { query: optionFilterSchema }),
  op('GET', '/v1/cms/term/get', 'One blog term (category or tag) by its slug, with its slug in the default language', { query: termSchema }),
  op('GET', '/v1/cms/page/get', 'A published page by its slug, with what its sections link to', { query: pageSchema }),
  op('POST', '/v1/cms/redirect/addFailedRequest', 'Record a path that found nothing, for the redirects list', { body: failedRequestSchema }),
]
