import { Hono } from 'hono'
import { postCreateSchema, postFilterSchema, termFilterSchema } from '../../common/blog/schemas'
import { requireScope } from '../auth/access'
import { createPost, filterPosts, filterTerms, listPostTypes, PostWriteFailure } from '../blog'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseOptionalJson, parseValue } from '../http/validate'

/**
 * §7 blog calls under `/api/v1/cms`: posts, post types and terms. Reads are public (published
 * posts only); `post/create` needs the content scope.
 */
export const blogApi = new Hono<AppEnv>()
  .post('/post/filterStandard', async (c) => {
    const filter = await parseOptionalJson(c, postFilterSchema)
    const { db } = c.get('runtime').database
    return ok(c, await filterPosts(db, { siteId: c.get('site').id, locale: c.get('locale'), filter }))
  })
  .post('/post/create', async (c) => {
    requireScope(c.get('user'), 'content')
    const post = await parseJson(c, postCreateSchema)
    try {
      const created = await createPost(c.get('runtime').database.db, { siteId: c.get('site').id, post })
      return ok(c, created, 201)
    } catch (error) {
      if (!(error instanceof PostWriteFailure)) throw error
      throw error.code === 'SLUG_TAKEN' ? new ApiError(409, error.code, 'error.badRequest') : ApiError.badRequest(error.code)
    }
  })
  .post('/postType/filterStandard', async (c) => {
    const { db } = c.get('runtime').database
    const records = await listPostTypes(db, { siteId: c.get('site').id, locale: c.get('locale') })
    return ok(c, { records, total: records.length })
  })
  .on(['GET', 'POST'], ['/term/filter', '/term/filterStandard'], async (c) => {
    const input =
      c.req.method === 'GET'
        ? parseValue(c, termFilterSchema, Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? v[0] : v])))
        : await parseOptionalJson(c, termFilterSchema)
    const { db } = c.get('runtime').database
    return ok(
      c,
      await filterTerms(db, { siteId: c.get('site').id, locale: c.get('locale'), types: input.termTypeTitles, ...input }),
    )
  })
