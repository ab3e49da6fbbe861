import { lazy, Suspense } from 'react'
import { data } from 'react-router'
import type { Route } from './+types/blog'
import { translate } from '#common/i18n/translate'
import { requestContext } from '#server/context'
import { loadBlogPage } from '#server/blog'
import { isEditModeRequest } from '#server/cms/edit-mode'
import { loadCommentsBlock } from '#server/comments'
import { BlogListPage } from '~/features/blog/blog-page'
import { PostPage } from '~/features/blog/post-page'
import { CommentsSection } from '~/features/community/comments-section'
import { metaFromMatches } from '~/lib/meta'
import { pageParam } from '~/lib/page-params'
import { tagPage } from '#server/page-cache/tag-page'
import { pageTags } from '#server/page-cache/tags'

// Edit mode's post chrome is its own chunk, fetched only when the loader turned it on.
const PostEditor = lazy(() => import('~/features/blog/editor/post-editor'))

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { db, site, locale, user } = context.get(requestContext)
  const page = await loadBlogPage(db, { siteId: site.id, locale, slug: pageParam(params.slug), search: url.searchParams })
  // Unknown slugs and invalid filters are a real 404, never an empty page search engines index.
  if (!page) throw data(null, { status: 404 })
  tagPage(context.get(requestContext), pageTags.posts)
  const comments = page.kind === 'post' ? await loadCommentsBlock(db, { siteId: site.id, targetType: 'post', targetId: page.post.id }) : null
  return { ...page, url: url.href, locale, comments, isEditing: isEditModeRequest(url, user) }
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData) return []
  if (loaderData.kind === 'post') {
    return metaFromMatches(matches, { title: loaderData.post.title, description: loaderData.post.excerpt })
  }
  const title = loaderData.category?.title ?? translate(loaderData.locale, 'page.blog')
  return metaFromMatches(matches, { title, description: translate(loaderData.locale, 'blog.lead') })
}

export default function BlogScreen({ loaderData }: Route.ComponentProps) {
  const page =
    loaderData.kind === 'post' ? (
      <>
        <PostPage key={loaderData.post.id} post={loaderData.post} url={loaderData.url} />
        {loaderData.comments ? <CommentsSection key={`comments-${loaderData.post.id}`} targetType="post" targetId={loaderData.post.id} block={loaderData.comments} /> : null}
      </>
    ) : (
      <BlogListPage {...loaderData} />
    )
  if (!loaderData.isEditing) return page
  return (
    <Suspense fallback={page}>
      <PostEditor>{page}</PostEditor>
    </Suspense>
  )
}
