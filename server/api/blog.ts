import { Hono, type Context } from 'hono'
import { postEditListQuerySchema } from '../../common/blog/post-edit'
import { postTypeCreateSchema, postTypeIdSchema } from '../../common/blog/post-type-schemas'
import { postCreateSchema, postFilterSchema, postIdSchema, postUpdateSchema, termFilterSchema } from '../../common/blog/schemas'
import { requireScope } from '../auth/access'
import { createPost, deletePost, filterPosts, filterTerms, getEditablePost, listPostsForEditor, listPostTypes, PostWriteFailure, updatePost } from '../blog'
import { createPostType, deletePostType, PostTypeWriteFailure } from '../blog/post-type-write'
import { ApiError } from '../http/api-error'
import { EditorApiError } from '../http/editor-api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseOptionalJson, parseQuery, parseValue } from '../http/validate'

function editor(c: Context<AppEnv>) {
  const user = requireScope(c.get('user'), 'content')
  // Edit-mode answers carry drafts and the editor's data: never cached (ADR 012).
  c.header('Cache-Control', 'private, no-store')
  return { id: user.id, email: user.email }
}

/** A taken slug is a conflict (409), an unknown post 404, any other unknown reference a bad request. */
async function asApiError<T>(write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (!(error instanceof PostWriteFailure)) throw error
    if (error.code === 'SLUG_TAKEN') throw new ApiError(409, error.code, 'blog.slugTaken')
    if (error.code === 'POST_VERSION_CONFLICT') throw new ApiError(409, error.code, 'blog.conflict')
    if (error.code === 'POST_NOT_FOUND') throw ApiError.notFound(error.code)
    throw ApiError.badRequest(error.code)
  }
}

/** A taken slug and a type still in use are conflicts (409) with a message saying what to do; an unknown type 404. */
async function asPostTypeError<T>(write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (!(error instanceof PostTypeWriteFailure)) throw error
    if (error.code === 'POST_TYPE_NOT_FOUND') throw ApiError.notFound(error.code)
    if (error.code === 'POST_TYPE_IN_USE') throw new EditorApiError(409, error.code, 'postType.inUse', { count: error.postCount })
    throw new EditorApiError(409, error.code, 'postType.slugTaken')
  }
}

/**
 * §7 blog calls under `/api/v1/cms`: posts, post types and terms. Reads are public (published
 * posts only); `post/create`, `post/update/{id}` and `post/delete/{id}` need the content scope
 * and are audited. `post/editorList` and `post/editorGet/{id}` feed the post-list modal and the
 * post editor (content scope, drafts included).
 */
export const blogApi = new Hono<AppEnv>()
  .post('/post/filterStandard', async (c) => {
    const filter = await parseOptionalJson(c, postFilterSchema)
    const { db } = c.get('runtime').database
    return ok(c, await filterPosts(db, { siteId: c.get('site').id, locale: c.get('locale'), filter }))
  })
  .get('/post/editorList', async (c) => {
    editor(c)
    const query = parseQuery(c, postEditListQuerySchema)
    const { db } = c.get('runtime').database
    return ok(c, await listPostsForEditor(db, { siteId: c.get('site').id, locale: query.language ?? c.get('locale'), ...query }))
  })
  .get('/post/editorGet/:id', async (c) => {
    editor(c)
    const id = parseValue(c, postIdSchema, c.req.param('id'))
    const post = await getEditablePost(c.get('runtime').database.db, { siteId: c.get('site').id, id })
    if (!post) throw ApiError.notFound('POST_NOT_FOUND')
    return ok(c, post)
  })
  .post('/post/create', async (c) => {
    const actor = editor(c)
    const post = await parseJson(c, postCreateSchema)
    const created = await asApiError(createPost(c.get('runtime').database.db, { siteId: c.get('site').id, post, actor }))
    return ok(c, created, 201)
  })
  .patch('/post/update/:id', async (c) => {
    const actor = editor(c)
    const id = parseValue(c, postIdSchema, c.req.param('id'))
    const changes = await parseJson(c, postUpdateSchema)
    return ok(c, await asApiError(updatePost(c.get('runtime').database.db, { siteId: c.get('site').id, id, changes, actor })))
  })
  .delete('/post/delete/:id', async (c) => {
    const actor = editor(c)
    const id = parseValue(c, postIdSchema, c.req.param('id'))
    await asApiError(deletePost(c.get('runtime').database.db, { siteId: c.get('site').id, id, actor }))
    return ok(c, { deleted: id })
  })
  .post('/postType/filterStandard', async (c) => {
    const { db } = c.get('runtime').database
    const records = await listPostTypes(db, { siteId: c.get('site').id, locale: c.get('locale') })
    return ok(c, { records, total: records.length })
  })
  .post('/postType/create', async (c) => {
    const actor = editor(c)
    const postType = await parseJson(c, postTypeCreateSchema)
    const created = await asPostTypeError(createPostType(c.get('runtime').database.db, { siteId: c.get('site').id, locale: c.get('locale'), postType, actor }))
    return ok(c, created, 201)
  })
  .delete('/postType/delete/:id', async (c) => {
    const actor = editor(c)
    const id = parseValue(c, postTypeIdSchema, c.req.param('id'))
    await asPostTypeError(deletePostType(c.get('runtime').database.db, { siteId: c.get('site').id, id, actor }))
    return ok(c, { deleted: id })
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
