import { Hono } from 'hono'
import { igByHashtagsSchema } from '../../common/social/instagram'
import { z } from '../../common/validation/z'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseOptionalJson, parseValue } from '../http/validate'
import { getIgByHashtags, instagramImage, instagramSourceOf } from '../social'

export const postIdSchema = z.string().regex(/^[0-9A-Za-z_]{1,64}$/)

/** Query strings repeat `hashtags`; one value stays a string, several become a list. */
function queryInput(c: { req: { queries(): Record<string, string[]> } }) {
  return Object.fromEntries(Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0] : values]))
}

/**
 * §7 `cms/socialGetters/*` under `/api/v1/cms/socialGetters` (issue 13 §9, ADR 022): Instagram
 * posts by hashtag, public and cached on the server; an empty list while no token is configured.
 */
export const socialApi = new Hono<AppEnv>()
  .on(['GET', 'POST'], '/getIgByHashtags', async (c) => {
    const input = c.req.method === 'GET' ? parseValue(c, igByHashtagsSchema, queryInput(c)) : await parseOptionalJson(c, igByHashtagsSchema)
    const posts = await getIgByHashtags(instagramSourceOf(c.get('runtime').database.db), input)
    c.header('Cache-Control', 'public, max-age=300')
    return ok(c, { records: posts, total: posts.length })
  })
  .get('/igImage/:id', async (c) => {
    const id = parseValue(c, postIdSchema, c.req.param('id'))
    const image = await instagramImage(instagramSourceOf(c.get('runtime').database.db), id)
    if (!image) throw ApiError.notFound('IMAGE_NOT_FOUND')
    c.header('Content-Type', image.contentType)
    c.header('Cache-Control', 'public, max-age=900')
    return c.body(image.body.buffer.slice(image.body.byteOffset, image.body.byteOffset + image.body.byteLength) as ArrayBuffer)
  })
