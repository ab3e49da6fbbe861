import { formatRating } from '#common/community/rating-format'
import { useLocale, useT } from '~/lib/site-shell'

/** Stars for a rating: drawn for the eye, read as "4,5 od 5 zvjezdica" by screen readers. */
export function StarRating({ rating, count }: { rating: number; count?: number }) {
  const t = useT()
  const locale = useLocale()
  const value = formatRating(rating, locale)
  const label = count === undefined ? t('community.stars', { rating: value }) : t('community.averageRating', { rating: value, count })
  return (
    <span className="star-rating" role="img" aria-label={label}>
      <span className="star-rating__stars" aria-hidden="true" style={{ ['--rating' as string]: String(rating) }}>
        ★★★★★
      </span>
      {count !== undefined ? (
        <span className="star-rating__text" aria-hidden="true">
          {value} ({count})
        </span>
      ) : null}
    </span>
  )
}
