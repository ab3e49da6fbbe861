import { Hono } from 'hono'
import { z } from 'zod'
import { locales } from '../../common/i18n/locales'
import {
  decidePath,
  findPublishedPage,
  findTerm,
  getLayoutElements,
  getNavigationTree,
  layoutElementHandlers,
  recordFailedRequest,
  resolveSectionRefs,
} from '../cms'
import { slugSearchSchema } from '../../common/cms/slug-search'
import { searchSlugs } from '../cms/slug-search-service'
import { alternatePaths } from '../seo/alternates'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'
import { getSiteOptions, listSiteOptionRows } from '../site/site-service'

export const handlersSchema = z.object({
  handlers: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((h) => h.trim()).filter(Boolean))
    .pipe(z.array(z.enum(layoutElementHandlers)).min(1)),
})

export const decideSchema = z.object({ params: z.array(z.string().max(200)).max(10) })
export const urlOnLanguageSchema = z.object({ path: z.string().startsWith('/').max(2000), language: z.enum(locales) })
export const optionFilterSchema = z.object({ keys: z.string().optional() })
export const termSchema = z.object({ slug: z.string().min(1).max(200), type: z.string().max(50).optional() })
export const pageSchema = z.object({ slug: z.string().min(1).max(200) })
export const failedRequestSchema = z.object({ path: z.string().startsWith('/').max(2000) })

/** §7 CMS read calls under `/api/v1/cms`. */
export const cmsApi = new Hono<AppEnv>()
  .on(['GET', 'POST'], '/element/getByHandlers', async (c) => {
    const raw = c.req.method === 'GET' ? c.req.query() : await c.req.json().catch(() => ({}))
    const { handlers } = parseValue(c, handlersSchema, raw)
    const { db } = c.get('runtime').database
    const elements = await getLayoutElements(db, { siteId: c.get('site').id, locale: c.get('locale'), handlers })
    return ok(
      c,
      elements.map((element) => ({
        id: element.id,
        handler: element.handler,
        type: element.type,
        title: element.title,
        parts: element.parts,
        options: element.options,
        mobileOptions: element.mobileOptions,
        meta: element.meta,
        mobileMeta: element.mobileMeta,
        linkMeta: element.linkMeta,
        language_code: element.locale,
        created_at: element.createdAt.toISOString(),
      })),
    )
  })
  .get('/navigation/tree/:id', async (c) => {
    const tree = parseValue(c, z.string().regex(/^[a-z0-9-]{1,40}$/), c.req.param('id'))
    const { db } = c.get('runtime').database
    const site = c.get('site')
    const options = await getSiteOptions(db, site.id)
    const items = await getNavigationTree(db, { siteId: site.id, tree, locale: c.get('locale'), homeSlug: options.HomePageSlug })
    return ok(c, items)
  })
  .post('/finder/decide', async (c) => {
    const { params } = await parseJson(c, decideSchema)
    const { db } = c.get('runtime').database
    const site = c.get('site')
    const options = await getSiteOptions(db, site.id)
    return ok(c, await decidePath(db, { siteId: site.id, segments: params, homeSlug: options.HomePageSlug }))
  })
  .post('/finder/searchSlugs', async (c) => {
    const { language, ...input } = await parseJson(c, slugSearchSchema)
    const { db } = c.get('runtime').database
    const site = c.get('site')
    const options = await getSiteOptions(db, site.id)
    const records = await searchSlugs(db, { ...input, language, siteId: site.id, locale: language ?? c.get('locale'), homeSlug: options.HomePageSlug })
    return ok(c, { records })
  })
  .post('/finder/getUrlOnLanguage', async (c) => {
    const { path, language } = await parseJson(c, urlOnLanguageSchema)
    const { db } = c.get('runtime').database
    const site = c.get('site')
    const options = await getSiteOptions(db, site.id)
    const url = (await alternatePaths(db, { siteId: site.id, path, homeSlug: options.HomePageSlug }))[language]
    return ok(c, { url })
  })
  .get('/option/filter', async (c) => {
    const { keys } = parseQuery(c, optionFilterSchema)
    const { db } = c.get('runtime').database
    const rows = await listSiteOptionRows(db, c.get('site').id, keys?.split(',').filter(Boolean))
    return ok(c, { records: rows.map((row) => ({ key: row.key, value: row.value })) })
  })
  .get('/term/get', async (c) => {
    const { slug, type } = parseQuery(c, termSchema)
    const { db } = c.get('runtime').database
    const site = c.get('site')
    const options = await getSiteOptions(db, site.id)
    const term = await findTerm(db, {
      siteId: site.id,
      locale: c.get('locale'),
      slug,
      type,
      defaultLocale: options.DefaultLanguage,
    })
    if (!term) throw ApiError.notFound('TERM_NOT_FOUND')
    return ok(c, term)
  })
  .get('/page/get', async (c) => {
    const { slug } = parseQuery(c, pageSchema)
    const { db } = c.get('runtime').database
    const site = c.get('site')
    const options = await getSiteOptions(db, site.id)
    const page = await findPublishedPage(db, { siteId: site.id, locale: c.get('locale'), slug })
    if (!page) throw ApiError.notFound('PAGE_NOT_FOUND')
    const refs = await resolveSectionRefs(db, {
      siteId: site.id,
      locale: c.get('locale'),
      homeSlug: options.HomePageSlug,
      content: page.sections,
    })
    return ok(c, { page, refs })
  })
  .post('/redirect/addFailedRequest', async (c) => {
    const { path } = await parseJson(c, failedRequestSchema)
    await recordFailedRequest(c.get('runtime').database.db, { siteId: c.get('site').id, path })
    return ok(c, { recorded: true })
  })
