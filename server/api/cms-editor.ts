import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { linkDescriptor } from '../../common/cms/link-descriptor'
import { linkMastersSchema, linkSearchQuerySchema, type LinkMaster } from '../../common/cms/link-search'
import { menuTreeSchema } from '../../common/cms/menu-tree'
import { newPageSchema } from '../../common/cms/new-page'
import { locales, type Locale } from '../../common/i18n/locales'
import { requireScope } from '../auth/access'
import { InvalidSectionError, layoutElementHandlers, resolveSectionRefs } from '../cms'
import { createLayoutElement, saveLayoutElement } from '../cms/layout-element-editor-service'
import { resolveLinkMasters } from '../cms/link-resolver'
import { searchLinkTargets } from '../cms/link-search-service'
import { createPage } from '../cms/page-create-service'
import { applyMasters, createMaster, deleteMaster, findMasterUsage, listMasters } from '../cms/section-master-service'
import { getEditableMenuTree, replaceMenuTree } from '../cms/navigation-editor-service'
import { discardDraft, findEditablePage, listPagesForEditor, publishPage, saveDraft, type EditablePage } from '../cms/page-editor-service'
import { getRevision, listRevisions, restoreRevision } from '../cms/page-revision-service'
import { ApiError } from '../http/api-error'
import { EditorApiError } from '../http/editor-api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'
import { getSiteOptions } from '../site/site-service'

export const idSchema = z.coerce.number().int().positive()
export const versionSchema = z.object({ version: z.number().int().positive() })
export const draftSchema = versionSchema.extend({
  title: z.string().trim().min(1).max(160),
  sections: z.array(z.unknown()).max(200),
})
export const languageSchema = z.object({ language: z.enum(locales).optional() })
export const elementSchema = z.object({ handler: z.enum(layoutElementHandlers), language: z.enum(locales), parts: z.record(z.string(), z.unknown()) })
/** What `element/create` and `element/update` answer. */
export const elementSavedSchema = z.object({ id: z.number().int(), handler: z.enum(layoutElementHandlers), parts: z.record(z.string(), z.unknown()), language_code: z.enum(locales) })
export const refsSchema = z.object({ language: z.enum(locales), sections: z.array(z.unknown()).max(200) })
export const treeSchema = z.string().regex(/^[a-z0-9-]{1,40}$/)
export const masterCreateSchema = z.object({ title: z.string().trim().min(1).max(80), section: z.unknown() })
export const editableQuerySchema = z.object({ slug: z.string().min(1).max(200), language: z.enum(locales).optional() })

/** Who edits, checked on every call: a backoffice login with the `content` scope (403 otherwise). */
function editor(c: Context<AppEnv>) {
  const user = requireScope(c.get('user'), 'content')
  return { id: user.id, email: user.email }
}

function routeId(c: Context<AppEnv>): number {
  return parseValue(c, idSchema, c.req.param('id'))
}

/** The page and the media and links its sections refer to, as the editor renders them. */
async function withRefs(c: Context<AppEnv>, found: EditablePage) {
  const { db } = c.get('runtime').database
  const page = { ...found, sections: await applyMasters(db, { siteId: c.get('site').id, sections: found.sections, use: 'working' }) }
  const options = await getSiteOptions(db, c.get('site').id)
  const refs = await resolveSectionRefs(db, {
    siteId: c.get('site').id,
    locale: page.locale as Locale,
    homeSlug: options.HomePageSlug,
    content: page.sections,
  })
  return { page, refs }
}

/**
 * Edit-mode page calls under `/api/v1/cms` (issue 10): drafts, publish, revisions, new pages.
 * Every call needs the `content` scope and leaves an audit row.
 */
export const cmsEditorApi = new Hono<AppEnv>()
  .get('/page/editable', async (c) => {
    editor(c)
    const { slug, language } = parseQuery(c, editableQuerySchema)
    const page = await findEditablePage(c.get('runtime').database.db, { siteId: c.get('site').id, locale: language ?? c.get('locale'), slug })
    if (!page) throw ApiError.notFound('PAGE_NOT_FOUND')
    return ok(c, await withRefs(c, page))
  })
  .put('/page/:id/draft', async (c) => {
    const actor = editor(c)
    const { version, title, sections } = await parseJson(c, draftSchema)
    try {
      const page = await saveDraft(c.get('runtime').database.db, { siteId: c.get('site').id, pageId: routeId(c), expectedVersion: version, actor, title, sections })
      return ok(c, await withRefs(c, page))
    } catch (error) {
      if (!(error instanceof InvalidSectionError)) throw error
      const details = error.issues.map((issue) => `${error.index + 1}. ${issue.path.join('.')}: ${issue.message}`).join('; ')
      throw new EditorApiError(400, 'INVALID_SECTION', 'editor.invalidContent', { details })
    }
  })
  .post('/page/:id/publish', async (c) => {
    const actor = editor(c)
    const { version } = await parseJson(c, versionSchema)
    const page = await publishPage(c.get('runtime').database.db, { siteId: c.get('site').id, pageId: routeId(c), expectedVersion: version, actor })
    return ok(c, await withRefs(c, page))
  })
  .post('/page/:id/discard', async (c) => {
    const actor = editor(c)
    const { version } = await parseJson(c, versionSchema)
    const page = await discardDraft(c.get('runtime').database.db, { siteId: c.get('site').id, pageId: routeId(c), expectedVersion: version, actor })
    return ok(c, await withRefs(c, page))
  })
  .get('/page/:id/revisions', async (c) => {
    editor(c)
    return ok(c, await listRevisions(c.get('runtime').database.db, { siteId: c.get('site').id, pageId: routeId(c) }))
  })
  .get('/page/:id/revisions/:revisionId', async (c) => {
    editor(c)
    const revisionId = parseValue(c, idSchema, c.req.param('revisionId'))
    return ok(c, await getRevision(c.get('runtime').database.db, { siteId: c.get('site').id, pageId: routeId(c), revisionId }))
  })
  .post('/page/:id/revisions/:revisionId/restore', async (c) => {
    const actor = editor(c)
    const revisionId = parseValue(c, idSchema, c.req.param('revisionId'))
    const { version } = await parseJson(c, versionSchema)
    const page = await restoreRevision(c.get('runtime').database.db, {
      siteId: c.get('site').id,
      pageId: routeId(c),
      revisionId,
      expectedVersion: version,
      actor,
    })
    return ok(c, await withRefs(c, page))
  })
  .post('/page/create', async (c) => {
    const actor = editor(c)
    const input = await parseJson(c, newPageSchema)
    const page = await createPage(c.get('runtime').database.db, { ...input, siteId: c.get('site').id, actor })
    return ok(c, { page })
  })
  .get('/page/list', async (c) => {
    editor(c)
    const { language } = parseQuery(c, languageSchema)
    return ok(c, await listPagesForEditor(c.get('runtime').database.db, { siteId: c.get('site').id, locale: language ?? c.get('locale') }))
  })
  .get('/navigation/editable/:tree', async (c) => {
    editor(c)
    const tree = parseValue(c, treeSchema, c.req.param('tree'))
    const { language } = parseQuery(c, languageSchema)
    const items = await getEditableMenuTree(c.get('runtime').database.db, { siteId: c.get('site').id, tree, locale: language ?? c.get('locale') })
    return ok(c, { items })
  })
  .put('/navigation/editable/:tree', async (c) => {
    const actor = editor(c)
    const tree = parseValue(c, treeSchema, c.req.param('tree'))
    const { language } = parseQuery(c, languageSchema)
    const { items } = await parseJson(c, menuTreeSchema)
    const saved = await replaceMenuTree(c.get('runtime').database.db, { siteId: c.get('site').id, tree, locale: language ?? c.get('locale'), items, actor })
    return ok(c, { items: saved })
  })
  .post('/page/refs', async (c) => {
    editor(c)
    const { language, sections } = await parseJson(c, refsSchema)
    const { db } = c.get('runtime').database
    const options = await getSiteOptions(db, c.get('site').id)
    // Resolves what unsaved sections refer to (a newly chosen link or image) for the editor's preview.
    return ok(c, await resolveSectionRefs(db, { siteId: c.get('site').id, locale: language, homeSlug: options.HomePageSlug, content: sections }))
  })
  .post('/element/create', async (c) => {
    const actor = editor(c)
    const { handler, language, parts } = await parseJson(c, elementSchema)
    const element = await createLayoutElement(c.get('runtime').database.db, { siteId: c.get('site').id, locale: language, handler, parts, actor })
    if (!element) throw new EditorApiError(409, 'ELEMENT_EXISTS', 'element.exists')
    return ok(c, { id: element.id, handler: element.handler, parts: element.parts, language_code: element.locale }, 201)
  })
  .put('/element/update', async (c) => {
    const actor = editor(c)
    const { handler, language, parts } = await parseJson(c, elementSchema)
    const element = await saveLayoutElement(c.get('runtime').database.db, { siteId: c.get('site').id, locale: language, handler, parts, actor })
    return ok(c, { id: element.id, handler: element.handler, parts: element.parts, language_code: element.locale })
  })
  .get('/master/list', async (c) => {
    editor(c)
    return ok(c, await listMasters(c.get('runtime').database.db, c.get('site').id))
  })
  .post('/master/create', async (c) => {
    const actor = editor(c)
    const { title, section } = await parseJson(c, masterCreateSchema)
    try {
      const master = await createMaster(c.get('runtime').database.db, { siteId: c.get('site').id, title, section, actor })
      return ok(c, { id: master.id, title: master.title, section: master.section })
    } catch (error) {
      if (!(error instanceof InvalidSectionError)) throw error
      throw new EditorApiError(400, 'INVALID_SECTION', 'editor.invalidContent', { details: error.message })
    }
  })
  .get('/master/:id/usage', async (c) => {
    editor(c)
    return ok(c, await findMasterUsage(c.get('runtime').database.db, { siteId: c.get('site').id, masterId: routeId(c) }))
  })
  .delete('/master/:id', async (c) => {
    const actor = editor(c)
    await deleteMaster(c.get('runtime').database.db, { siteId: c.get('site').id, masterId: routeId(c), actor })
    return ok(c, { deleted: true })
  })
  .post('/link/masters', async (c) => {
    editor(c)
    const { links } = await parseJson(c, linkMastersSchema)
    const { db } = c.get('runtime').database
    const options = await getSiteOptions(db, c.get('site').id)
    const paths = await resolveLinkMasters(db, { siteId: c.get('site').id, homeSlug: options.HomePageSlug, targets: links })
    return ok(c, { records: links.map((link, index): LinkMaster => ({ link, ...linkDescriptor(link), paths: paths[index]! })) })
  })
  .get('/link/search', async (c) => {
    editor(c)
    const query = parseQuery(c, linkSearchQuerySchema)
    const { db } = c.get('runtime').database
    const options = await getSiteOptions(db, c.get('site').id)
    return ok(c, await searchLinkTargets(db, { ...query, siteId: c.get('site').id, homeSlug: options.HomePageSlug }))
  })
