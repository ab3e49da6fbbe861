import { decideSchema, failedRequestSchema, handlersSchema, optionFilterSchema, pageSchema, termSchema, urlOnLanguageSchema } from '../../cms'
import { slugSearchResultSchema, slugSearchSchema } from '../../../../common/cms/slug-search'
import { finderDecisionSchema, urlOnLanguageResultSchema } from '../../../../common/cms/finder-schema'
import { layoutElementViewSchema } from '../../../../common/cms/layout-element-view-schema'
import { menuItemSchema } from '../../../../common/cms/navigation-schema'
import { publishedPageWithRefsSchema } from '../../../../common/cms/published-page-schema'
import { termViewSchema } from '../../../../common/cms/term-view-schema'
import { siteOptionRowsSchema } from '../../../../common/settings/site-option-rows-schema'
import { z } from 'zod'
import { tagged } from '../registry'

const op = tagged('cms')

export const cmsOperations = [
  op('GET', '/v1/cms/element/getByHandlers', 'Layout elements (header, footer, cookie notice) of the language by their handlers', { query: handlersSchema, response: z.array(layoutElementViewSchema) }),
  op('POST', '/v1/cms/element/getByHandlers', 'Layout elements (header, footer, cookie notice) of the language by their handlers', { body: handlersSchema, response: z.array(layoutElementViewSchema) }),
  op('GET', '/v1/cms/navigation/tree/{id}', 'A navigation menu with its links, in the request\'s language', { response: z.array(menuItemSchema) }),
  op('POST', '/v1/cms/finder/decide', 'What a path shows: one of the app\'s routes, a CMS page, or nothing', { body: decideSchema, response: finderDecisionSchema }),
  op('POST', '/v1/cms/finder/searchSlugs', 'Find published pages, posts, products and categories by slug or title', { body: slugSearchSchema, response: slugSearchResultSchema }),
  op('POST', '/v1/cms/finder/getUrlOnLanguage', 'The same page\'s path in another language', { body: urlOnLanguageSchema, response: urlOnLanguageResultSchema }),
  op('GET', '/v1/cms/option/filter', 'Site options by key', { query: optionFilterSchema, response: siteOptionRowsSchema }),
  op('GET', '/v1/cms/term/get', 'One blog term (category or tag) by its slug, with its slug in the default language', { query: termSchema, response: termViewSchema, errors: { 404: 'No term with this slug (and type) in the request\'s language.' } }),
  op('GET', '/v1/cms/page/get', 'A published page by its slug, with what its sections link to', { query: pageSchema, response: publishedPageWithRefsSchema, errors: { 404: 'No published page with this slug in the request\'s language.' } }),
  op('POST', '/v1/cms/redirect/addFailedRequest', 'Record a path that found nothing, for the redirects list', { body: failedRequestSchema, response: z.object({ recorded: z.literal(true) }) }),
]
