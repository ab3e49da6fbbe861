import { useState } from 'react'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useT } from '~/lib/site-shell'
import { useMedia } from '../section-refs-context'
import type { SectionProps } from '../section-props'
import { optionClasses, SectionIntro } from '../section-layout'

/**
 * Click-to-load facade: a poster and a play button. The YouTube frame (no-cookie domain, allowed
 * by the CSP's frame-src) is inserted only after the click, so the page makes no request to
 * YouTube before the visitor asks for the video.
 */
export function VideoSection({ parts, options, mobileOptions, isFirst }: SectionProps<'video'>) {
  const t = useT()
  const poster = useMedia(parts.poster)
  const [isPlaying, setIsPlaying] = useState(false)
  const src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(parts.youtubeId)}?autoplay=1&rel=0`
  return (
    <div className="container container--narrow">
      <SectionIntro heading={parts.heading} />
      <figure className="video">
        <div className={optionClasses('video__frame', options, mobileOptions, ['aspect'])}>
          {isPlaying ? (
            <iframe
              src={src}
              title={parts.title}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <button type="button" className="video__facade" onClick={() => setIsPlaying(true)}>
              {poster ? <ResponsiveImage media={{ ...poster, alt: '' }} sizes="(max-width: 860px) 100vw, 860px" className="video__poster" isPriority={isFirst} /> : null}
              <span className="video__play" aria-hidden="true">
                <svg viewBox="0 0 68 48" width="68" height="48">
                  <path d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.3.3 34 .3 34 .3s-21.3 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.7 47.7 34 47.7 34 47.7s21.3 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3Z" fill="#1d3557" />
                  <path d="M27 34.3 45 24 27 13.7v20.6Z" fill="#fff" />
                </svg>
              </span>
              <span className="visually-hidden">{t('section.playVideo', { title: parts.title })}</span>
            </button>
          )}
        </div>
        <figcaption className="video__caption">
          {parts.caption ? <span>{parts.caption} </span> : null}
          <small>{t('section.videoNotice')}</small>
        </figcaption>
      </figure>
    </div>
  )
}
