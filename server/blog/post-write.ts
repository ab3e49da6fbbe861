import { and, eq, inArray } from 'drizzle-orm'
import type { PostCreateInput } from '../../common/blog/schemas'
import type { Db } from '../db/client'
import { media, postTerms, postTypes, posts, terms } from '../db/schema'
import { sanitizeEditorHtml } from '../cms/html-sanitizer'

export type PostWriteError = 'POST_TYPE_NOT_FOUND' | 'TERM_NOT_FOUND' | 'MEDIA_NOT_FOUND' | 'TRANSLATION_NOT_FOUND' | 'SLUG_TAKEN'

export class PostWriteFailure extends Error {
  constructor(readonly code: PostWriteError) {
    super(code)
  }
}

async function resolveReferences(db: Db, siteId: number, input: PostCreateInput) {
  const [type] = input.postTypeSlug
    ? await db.select({ id: postTypes.id }).from(postTypes).where(and(eq(postTypes.siteId, siteId), eq(postTypes.slug, input.postTypeSlug)))
    : [null]
  if (type === undefined) throw new PostWriteFailure('POST_TYPE_NOT_FOUND')
  const termRows =
    input.termSlugs.length > 0
      ? await db
          .select({ id: terms.id })
          .from(terms)
          .where(and(eq(terms.siteId, siteId), eq(terms.locale, input.locale), inArray(terms.slug, input.termSlugs)))
      : []
  if (termRows.length !== new Set(input.termSlugs).size) throw new PostWriteFailure('TERM_NOT_FOUND')
  if (input.coverMediaId) {
    const [cover] = await db.select({ id: media.id }).from(media).where(and(eq(media.siteId, siteId), eq(media.id, input.coverMediaId)))
    if (!cover) throw new PostWriteFailure('MEDIA_NOT_FOUND')
  }
  let translationGroup: string | undefined
  if (input.translationOf) {
    const [original] = await db
      .select({ group: posts.translationGroup })
      .from(posts)
      .where(and(eq(posts.siteId, siteId), eq(posts.id, input.translationOf)))
    if (!original) throw new PostWriteFailure('TRANSLATION_NOT_FOUND')
    translationGroup = original.group
  }
  return { postTypeId: type?.id ?? null, termIds: termRows.map((t) => t.id), translationGroup }
}

/**
 * §7 `cms/post/create`: stores one language version of a post. The body is sanitised here, on the
 * server, whatever the client sent; terms, type and cover must belong to the site.
 */
export async function createPost(db: Db, input: { siteId: number; post: PostCreateInput }) {
  const { post } = input
  return db.transaction(async (tx) => {
    const refs = await resolveReferences(tx, input.siteId, post)
    const [taken] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.siteId, input.siteId), eq(posts.locale, post.locale), eq(posts.slug, post.slug)))
    if (taken) throw new PostWriteFailure('SLUG_TAKEN')
    const [created] = await tx
      .insert(posts)
      .values({
        siteId: input.siteId,
        locale: post.locale,
        ...(refs.translationGroup ? { translationGroup: refs.translationGroup } : {}),
        postTypeId: refs.postTypeId,
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: sanitizeEditorHtml(post.body),
        author: post.author,
        coverMediaId: post.coverMediaId ?? null,
        status: post.status,
        publishedAt: post.status === 'published' ? new Date(post.publishedAt ?? Date.now()) : post.publishedAt ? new Date(post.publishedAt) : null,
      })
      .returning()
    if (!created) throw new Error('post insert returned nothing')
    if (refs.termIds.length > 0) {
      await tx.insert(postTerms).values(refs.termIds.map((termId) => ({ postId: created.id, termId })))
    }
    return created
  })
}
