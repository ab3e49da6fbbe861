import { decideSchema, failedRequestSchema, handlersSchema, optionFilterSchema, pageSchema, termSchema, urlOnLanguageSchema } from '../../cms'
import { slugSearchResultSchema, slugSearchSchema } from '../../../../common/cms/slug-search'
import { tagged } from '../registry'

const op = tagged('cms')

export const cmsOperations = [
  op('GET', '/v1/cms/element/getByHandlers', 'Element get by handlers', { query: handlersSchema }),
  op('POST', '/v1/cms/element/getByHandlers', 'Element get by handlers', { body: handlersSchema }),
  op('GET', '/v1/cms/navigation/tree/{id}', 'Navigation tree'),
  op('POST', '/v1/cms/finder/decide', 'Finder decide', { body: decideSchema }),
  op('POST', '/v1/cms/finder/searchSlugs', 'Find published pages, posts, products and categories by slug or title', { body: slugSearchSchema, response: slugSearchResultSchema }),
  op('POST', '/v1/cms/finder/getUrlOnLanguage', 'Finder get url on language', { body: urlOnLanguageSchema }),
  op('GET', '/v1/cms/option/filter', 'Option filter', { query: optionFilterSchema }),
  op('GET', '/v1/cms/term/get', 'Term get', { query: termSchema }),
  op('GET', '/v1/cms/page/get', 'Page get', { query: pageSchema }),
  op('POST', '/v1/cms/redirect/addFailedRequest', 'Redirect add failed request', { body: failedRequestSchema }),
]
