import { draftSchema, editableQuerySchema, elementSavedSchema, elementSchema, idSchema, languageSchema, masterCreateSchema, refsSchema, treeSchema, versionSchema } from '../../cms-editor'
import { newPageSchema } from '../../../../common/cms/new-page'
import { menuTreeSchema } from '../../../../common/cms/menu-tree'
import { linkMastersSchema, linkSearchQuerySchema } from '../../../../common/cms/link-search'
import { editablePageSchema, editablePageWithRefsSchema, editorPageListItemSchema, revisionSchema, revisionSummarySchema } from '../../../../common/cms/page-editor-view'
import { editableMenuTreeSchema } from '../../../../common/cms/navigation-schema'
import { linkMastersResultSchema, linkSearchResultSchema } from '../../../../common/cms/link-search-schema'
import { masterCreatedSchema, masterListItemSchema, masterUsageSchema } from '../../../../common/cms/section-master-view'
import { sectionRefsSchema } from '../../../../common/cms/section-refs'
import { z } from 'zod'
import { deletedSchema } from '../../../../common/http/ack-schema'
import { tagged } from '../registry'

const op = tagged('cms-editor')

const pageEditErrors = { 404: 'No page with this id on the site.', 409: 'The page changed since the editor loaded it (version mismatch); reload and retry.' }

export const cmsEditorOperations = [
  op('GET', '/v1/cms/page/editable', 'A page with its draft, for edit mode', { query: editableQuerySchema, access: 'content', response: editablePageWithRefsSchema, errors: { 404: 'No page with this slug in the language.' } }),
  op('PUT', '/v1/cms/page/{id}/draft', 'Save a page draft (version-checked)', { body: draftSchema, access: 'content', response: editablePageWithRefsSchema, errors: pageEditErrors }),
  op('POST', '/v1/cms/page/{id}/publish', 'Publish a page\'s draft', { body: versionSchema, access: 'content', response: editablePageWithRefsSchema, errors: pageEditErrors }),
  op('POST', '/v1/cms/page/{id}/discard', 'Discard a page\'s draft', { body: versionSchema, access: 'content', response: editablePageWithRefsSchema, errors: pageEditErrors }),
  op('GET', '/v1/cms/page/{id}/revisions', 'A page\'s published revisions', { access: 'content', response: z.array(revisionSummarySchema) }),
  op('GET', '/v1/cms/page/{id}/revisions/{revisionId}', 'One revision with its sections', { params: { revisionId: idSchema }, access: 'content', response: revisionSchema, errors: { 404: 'The page has no revision with this id.' } }),
  op('POST', '/v1/cms/page/{id}/revisions/{revisionId}/restore', 'Restore a revision as the draft', {
    body: versionSchema,
    params: { revisionId: idSchema },
    access: 'content',
    response: editablePageWithRefsSchema,
    errors: { 404: 'No such page, or the page has no revision with this id.', 409: pageEditErrors[409] },
  }),
  op('POST', '/v1/cms/page/create', 'Create a page', {
    body: newPageSchema,
    access: 'content',
    response: z.object({ page: editablePageSchema }),
    errors: { 409: 'The slug is taken in this language, or the page already has a translation in it.' },
  }),
  op('GET', '/v1/cms/page/list', 'Pages of one language for the editor', { query: languageSchema, access: 'content', response: z.array(editorPageListItemSchema) }),
  op('GET', '/v1/cms/navigation/editable/{tree}', 'A navigation menu as the editor edits it, in one language', { query: languageSchema, params: { tree: treeSchema }, access: 'content', response: editableMenuTreeSchema }),
  op('PUT', '/v1/cms/navigation/editable/{tree}', 'Save a navigation menu of one language', { body: menuTreeSchema, query: languageSchema, params: { tree: treeSchema }, access: 'content', response: editableMenuTreeSchema }),
  op('POST', '/v1/cms/page/refs', 'What unsaved sections link to or show (pages, images), for the editor\'s preview', { body: refsSchema, access: 'content', response: sectionRefsSchema }),
  op('POST', '/v1/cms/element/create', 'Create the header, footer or cookie notice of a language', {
    body: elementSchema,
    access: 'content',
    response: elementSavedSchema,
    status: 201,
    errors: { 409: 'That element already exists in this language; change it with element/update.' },
  }),
  op('PUT', '/v1/cms/element/update', 'Save the header, footer or cookie notice of a language', { body: elementSchema, access: 'content', response: elementSavedSchema }),
  op('GET', '/v1/cms/master/list', 'The master components (reusable sections) of the site', { access: 'content', response: z.array(masterListItemSchema) }),
  op('POST', '/v1/cms/master/create', 'Save a section as a master component', { body: masterCreateSchema, access: 'content', response: masterCreatedSchema }),
  op('GET', '/v1/cms/master/{id}/usage', 'Pages whose published content or draft shows a master component', { access: 'content', response: z.array(masterUsageSchema) }),
  op('DELETE', '/v1/cms/master/{id}', 'Delete a master component', { access: 'content', response: deletedSchema, errors: { 404: 'No master component with this id on the site.' } }),
  op('POST', '/v1/cms/link/masters', 'Where stored links lead in each language (null where no translation is published)', { body: linkMastersSchema, access: 'content', response: linkMastersResultSchema }),
  op('GET', '/v1/cms/link/search', 'Search pages, posts, products and categories to link to', { query: linkSearchQuerySchema, access: 'content', response: linkSearchResultSchema }),
]
