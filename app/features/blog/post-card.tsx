import { Link } from 'react-router'
import type { PostCard as Card } from '#common/blog/types'
import { formatDate } from '#common/i18n/dates'
import { pathFor } from '#common/i18n/paths'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useLocale } from '~/lib/site-shell'

/** A post in a list: cover, type, title (the one link for keyboard users), date and excerpt. */
export function PostCard({ post, headingLevel = 3 }: { post: Card; headingLevel?: 2 | 3 }) {
  const locale = useLocale()
  const Heading = `h${headingLevel}` as const
  const href = pathFor('blog', locale, { slug: post.slug })
  return (
    <article className="post-card">
      {post.cover ? (
        <Link to={href} className="post-card__image" tabIndex={-1} aria-hidden="true">
          <ResponsiveImage media={{ ...post.cover, alt: '' }} sizes="(max-width: 600px) 100vw, 400px" />
        </Link>
      ) : null}
      <div className="post-card__body">
        {post.postType ? <p className="post-card__type">{post.postType.title}</p> : null}
        <Heading className="post-card__title">
          <Link to={href} data-post-link="">
            {post.title}
          </Link>
        </Heading>
        <p className="post-card__date">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
        </p>
        {post.excerpt ? <p className="post-card__excerpt">{post.excerpt}</p> : null}
      </div>
    </article>
  )
}

export function PostGrid({ posts, label, headingLevel }: { posts: Card[]; label?: string; headingLevel?: 2 | 3 }) {
  return (
    <ul className="post-grid" aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
