import { and, count, eq } from 'drizzle-orm'
import type { PostTypeCreateInput, PostTypeView } from '../../common/blog/post-type-schemas'
import type { Locale } from '../../common/i18n/locales'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { posts, postTypes } from '../db/schema'
import { markPagesChanged } from '../page-cache/page-changes'
import { pageTags } from '../page-cache/tags'

export type PostTypeWriteError = 'POST_TYPE_SLUG_TAKEN' | 'POST_TYPE_NOT_FOUND' | 'POST_TYPE_IN_USE'

export class PostTypeWriteFailure extends Error {
  constructor(
    readonly code: PostTypeWriteError,
    readonly postCount = 0,
  ) {
    super(code)
  }
}

function view(row: typeof postTypes.$inferSelect, locale: Locale): PostTypeView {
  return { id: row.id, slug: row.slug, title: row.titles[locale] ?? row.titles.hr ?? row.slug }
}

/** §7 `cms/postType/create`: a new post type of the site; its slug is unique per site. */
export async function createPostType(db: Db, input: { siteId: number; locale: Locale; postType: PostTypeCreateInput; actor: AuditActor }): Promise<PostTypeView> {
  const titles = Object.fromEntries(Object.entries(input.postType.titles).filter((entry): entry is [string, string] => entry[1] !== undefined))
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(postTypes)
      .values({ siteId: input.siteId, slug: input.postType.slug, titles })
      .onConflictDoNothing({ target: [postTypes.siteId, postTypes.slug] })
      .returning()
    if (!created) throw new PostTypeWriteFailure('POST_TYPE_SLUG_TAKEN')
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'postType.create', entityType: 'postType', entityId: created.id, after: { slug: created.slug, titles } })
    // The blog's type filter lists every type.
    markPagesChanged([pageTags.posts])
    return view(created, input.locale)
  })
}

/**
 * §7 `cms/postType/delete`: only a type no post uses. Posts would otherwise silently lose their type
 * (the column is `set null`), so the editor is told how many posts to move first.
 */
export async function deletePostType(db: Db, input: { siteId: number; id: number; actor: AuditActor }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(postTypes).where(and(eq(postTypes.siteId, input.siteId), eq(postTypes.id, input.id))).for('update')
    if (!row) throw new PostTypeWriteFailure('POST_TYPE_NOT_FOUND')
    const [used] = await tx.select({ value: count() }).from(posts).where(eq(posts.postTypeId, row.id))
    if ((used?.value ?? 0) > 0) throw new PostTypeWriteFailure('POST_TYPE_IN_USE', used!.value)
    await tx.delete(postTypes).where(eq(postTypes.id, row.id))
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'postType.delete', entityType: 'postType', entityId: row.id, before: { slug: row.slug, titles: row.titles } })
    markPagesChanged([pageTags.posts])
  })
}
