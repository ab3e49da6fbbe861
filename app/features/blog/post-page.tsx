import { Link } from 'react-router'
import type { PostDetail } from '#common/blog/types'
import { formatDate } from '#common/i18n/dates'
import { pathFor } from '#common/i18n/paths'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useLocale, useSiteShell, useT } from '~/lib/site-shell'
import { PostGrid } from './post-card'
import { PostEditSlot } from './post-edit-slot'
import { postJsonLd } from './post-json-ld'

/** A post: title, meta line, cover, the (server-sanitised) body, its terms and related posts. */
export function PostPage({ post, url }: { post: PostDetail; url: string }) {
  const t = useT()
  const locale = useLocale()
  const shell = useSiteShell()
  const blog = pathFor('blog', locale)
  return (
    <article className="post-page container container--narrow">
      <p className="post-page__back">
        <Link to={blog}>← {t('blog.backToBlog')}</Link>
      </p>
      <header className="post-page__header">
        {post.postType ? <p className="post-card__type">{post.postType.title}</p> : null}
        <h1>{post.title}</h1>
        <PostEditSlot id={post.id} title={post.title} />
        <p className="post-page__meta">
          <span>
            {t('blog.published')}: <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
          </span>
          {post.author ? <span>{t('blog.by', { author: post.author })}</span> : null}
        </p>
        {post.excerpt ? <p className="post-page__lead">{post.excerpt}</p> : null}
      </header>
      {post.cover ? (
        <ResponsiveImage className="post-page__cover" media={post.cover} sizes="(max-width: 760px) 100vw, 760px" isPriority />
      ) : null}
      {/* Sanitised on the server when it was stored (server/blog/post-write.ts). */}
      <div className="prose post-page__body" dangerouslySetInnerHTML={{ __html: post.body }} />
      {post.terms.length > 0 ? (
        <nav className="post-page__terms" aria-label={t('blog.terms')}>
          <ul>
            {post.terms.map((term) => (
              <li key={`${term.type}-${term.slug}`}>
                <Link
                  className={`term-chip term-chip--${term.type === 'postTag' ? 'tag' : 'category'}`}
                  to={term.type === 'postTag' ? `${blog}?term=${encodeURIComponent(term.slug)}` : pathFor('blog', locale, { slug: term.slug })}
                >
                  {term.type === 'postTag' ? `#${term.title}` : term.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {post.related.length > 0 ? (
        <section className="post-page__related" aria-labelledby="related-posts">
          <h2 id="related-posts">{t('blog.related')}</h2>
          <PostGrid posts={post.related} />
        </section>
      ) : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: postJsonLd(post, { url, siteName: shell?.siteName ?? '' }) }} />
    </article>
  )
}
