import { parseHashtags } from '#common/social/hashtags'
import { useT } from '~/lib/site-shell'
import type { SectionProps } from '../section-props'
import { SectionIntro } from '../section-layout'
import { useInstagramPosts } from '../section-refs-context'

const captionLength = 140

function shortCaption(caption: string): string {
  const oneLine = caption.replace(/\s+/g, ' ').trim()
  return oneLine.length > captionLength ? `${oneLine.slice(0, captionLength - 1).trimEnd()}…` : oneLine
}

/**
 * Issue 13 §9: recent Instagram posts with the section's hashtags (read by the loader, cached on
 * the server for 15 minutes). No posts — no token configured, or none found — renders nothing.
 * Images come through our own origin, so the visitor's browser asks Instagram for nothing.
 */
export function InstagramSection({ parts, options }: SectionProps<'instagram'>) {
  const t = useT()
  const posts = useInstagramPosts(parts.hashtags, parts.limit)
  if (posts.length === 0) return null
  return (
    <div className="container">
      <SectionIntro heading={parts.heading} intro={parseHashtags(parts.hashtags).map((tag) => `#${tag}`).join(' ')} />
      <ul className={`instagram-grid instagram-grid--columns-${options.columns}`}>
        {posts.map((post) => {
          const caption = shortCaption(post.caption)
          return (
            <li key={post.id} className="instagram-grid__item">
              <a className="instagram-grid__link" href={post.permalink} target="_blank" rel="noopener noreferrer">
                <img className="instagram-grid__image" src={post.imageUrl} alt={caption || t('section.instagram.noCaption')} loading="lazy" width={640} height={640} />
                <span className="visually-hidden">
                  {t('section.instagram.openPost')} {t('section.opensInNewWindow')}
                </span>
              </a>
              {caption ? <p className="instagram-grid__caption">{caption}</p> : null}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
