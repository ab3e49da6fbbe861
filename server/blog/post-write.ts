import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { PostCreateInput, PostUpdateInput } from '../../common/blog/schemas'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { media, postTerms, postTypes, posts, terms } from '../db/schema'
import { sanitizeEditorHtml } from '../cms/html-sanitizer'
import { deleteTargetComments } from '../comments'
import { markPagesChanged } from '../page-cache/page-changes'
import { postPages } from './post-page-tags'

export type PostWriteError = 'POST_NOT_FOUND' | 'POST_TYPE_NOT_FOUND' | 'TERM_NOT_FOUND' | 'MEDIA_NOT_FOUND' | 'TRANSLATION_NOT_FOUND' | 'SLUG_TAKEN' | 'POST_VERSION_CONFLICT'

export class PostWriteFailure extends Error {
  constructor(readonly code: PostWriteError) {
    super(code)
  }
}

type PostRow = typeof posts.$inferSelect

async function postTypeIdOf(db: Db, siteId: number, slug: string): Promise<number> {
  const [type] = await db.select({ id: postTypes.id }).from(postTypes).where(and(eq(postTypes.siteId, siteId), eq(postTypes.slug, slug)))
  if (!type) throw new PostWriteFailure('POST_TYPE_NOT_FOUND')
  return type.id
}

/** Terms of the post's language only: a Croatian post never carries an English tag. */
async function termIdsOf(db: Db, input: { siteId: number; locale: string; slugs: string[] }): Promise<number[]> {
  if (input.slugs.length === 0) return []
  const rows = await db
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.siteId, input.siteId), eq(terms.locale, input.locale), inArray(terms.slug, input.slugs)))
  if (rows.length !== new Set(input.slugs).size) throw new PostWriteFailure('TERM_NOT_FOUND')
  return rows.map((row) => row.id)
}

async function requireCover(db: Db, siteId: number, mediaId: number): Promise<void> {
  const [cover] = await db.select({ id: media.id }).from(media).where(and(eq(media.siteId, siteId), eq(media.id, mediaId)))
  if (!cover) throw new PostWriteFailure('MEDIA_NOT_FOUND')
}

/** §2 post URLs are `/objave/{slug}`: a slug is unique among the site's posts of one language. */
async function requireFreeSlug(db: Db, input: { siteId: number; locale: string; slug: string; exceptId?: number }): Promise<void> {
  const [taken] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.siteId, input.siteId), eq(posts.locale, input.locale), eq(posts.slug, input.slug), input.exceptId ? ne(posts.id, input.exceptId) : undefined))
  if (taken) throw new PostWriteFailure('SLUG_TAKEN')
}

async function translationGroupOf(db: Db, siteId: number, postId: number): Promise<string> {
  const [original] = await db.select({ group: posts.translationGroup }).from(posts).where(and(eq(posts.siteId, siteId), eq(posts.id, postId)))
  if (!original) throw new PostWriteFailure('TRANSLATION_NOT_FOUND')
  return original.group
}

/** What the audit log keeps of a post: enough to see what changed, not the whole body. */
function audited(row: PostRow) {
  return { locale: row.locale, slug: row.slug, title: row.title, status: row.status, publishedAt: row.publishedAt?.toISOString() ?? null, bodyLength: row.body.length }
}

/**
 * §7 `cms/post/create`: stores one language version of a post. The body is sanitised here, on the
 * server, whatever the client sent; terms, type and cover must belong to the site.
 */
export async function createPost(db: Db, input: { siteId: number; post: PostCreateInput; actor?: AuditActor }) {
  const { post } = input
  return db.transaction(async (tx) => {
    const postTypeId = post.postTypeSlug ? await postTypeIdOf(tx, input.siteId, post.postTypeSlug) : null
    const termIds = await termIdsOf(tx, { siteId: input.siteId, locale: post.locale, slugs: post.termSlugs })
    if (post.coverMediaId) await requireCover(tx, input.siteId, post.coverMediaId)
    const translationGroup = post.translationOf ? await translationGroupOf(tx, input.siteId, post.translationOf) : undefined
    await requireFreeSlug(tx, { siteId: input.siteId, locale: post.locale, slug: post.slug })
    const [created] = await tx
      .insert(posts)
      .values({
        siteId: input.siteId,
        locale: post.locale,
        ...(translationGroup ? { translationGroup } : {}),
        postTypeId,
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
    if (termIds.length > 0) await tx.insert(postTerms).values(termIds.map((termId) => ({ postId: created.id, termId })))
    if (input.actor) await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'post.create', entityType: 'post', entityId: created.id, after: audited(created) })
    markPagesChanged(postPages({ before: null, after: created }))
    return created
  })
}

/**
 * `cms/post/update/{id}` (content scope): changes the fields given, with the same rules as create
 * (sanitised body, the slug free in the post's language, references of the site). A post published
 * without a date is dated now; the language cannot change (its translations would collide).
 */
export async function updatePost(db: Db, input: { siteId: number; id: number; changes: PostUpdateInput; actor: AuditActor }) {
  const { changes } = input
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(posts).where(and(eq(posts.siteId, input.siteId), eq(posts.id, input.id))).for('update')
    if (!before) throw new PostWriteFailure('POST_NOT_FOUND')
    // Stale-save protection: an editor who loaded an older version would overwrite someone's save.
    if (changes.version && before.updatedAt.toISOString() !== changes.version) throw new PostWriteFailure('POST_VERSION_CONFLICT')
    const postTypeId = changes.postTypeSlug === undefined ? before.postTypeId : changes.postTypeSlug === null ? null : await postTypeIdOf(tx, input.siteId, changes.postTypeSlug)
    const termIds = changes.termSlugs ? await termIdsOf(tx, { siteId: input.siteId, locale: before.locale, slugs: changes.termSlugs }) : null
    if (changes.coverMediaId) await requireCover(tx, input.siteId, changes.coverMediaId)
    if (changes.slug && changes.slug !== before.slug) await requireFreeSlug(tx, { siteId: input.siteId, locale: before.locale, slug: changes.slug, exceptId: before.id })
    const status = changes.status ?? before.status
    const publishedAt =
      changes.publishedAt !== undefined ? (changes.publishedAt === null ? null : new Date(changes.publishedAt)) : before.publishedAt
    const [after] = await tx
      .update(posts)
      .set({
        slug: changes.slug ?? before.slug,
        title: changes.title ?? before.title,
        excerpt: changes.excerpt ?? before.excerpt,
        body: changes.body === undefined ? before.body : sanitizeEditorHtml(changes.body),
        author: changes.author ?? before.author,
        postTypeId,
        coverMediaId: changes.coverMediaId === undefined ? before.coverMediaId : changes.coverMediaId,
        status,
        publishedAt: status === 'published' && !publishedAt ? sql`now()` : publishedAt,
        updatedAt: sql`now()`,
      })
      .where(eq(posts.id, before.id))
      .returning()
    if (!after) throw new Error('post update returned nothing')
    if (termIds) {
      await tx.delete(postTerms).where(eq(postTerms.postId, before.id))
      if (termIds.length > 0) await tx.insert(postTerms).values(termIds.map((termId) => ({ postId: before.id, termId })))
    }
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'post.update', entityType: 'post', entityId: before.id, before: audited(before), after: audited(after) })
    markPagesChanged(postPages({ before, after }))
    return after
  })
}

/**
 * `cms/post/delete/{id}` (content scope): removes one language version (its terms and comments go
 * with it); its URL answers 404 and the sitemap and search no longer list it. Audited with what it was.
 */
export async function deletePost(db: Db, input: { siteId: number; id: number; actor: AuditActor }): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(posts).where(and(eq(posts.siteId, input.siteId), eq(posts.id, input.id))).returning()
    if (!removed) throw new PostWriteFailure('POST_NOT_FOUND')
    markPagesChanged(postPages({ before: removed, after: null }))
    const removedComments = await deleteTargetComments(tx, { siteId: input.siteId, targetType: 'post', targetId: removed.id })
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'post.delete', entityType: 'post', entityId: removed.id, before: { ...audited(removed), excerpt: removed.excerpt, comments: removedComments } })
  })
}
