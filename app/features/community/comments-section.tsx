import type { CommentTargetType } from '#common/community/schemas'
import type { CommentsBlock } from '#common/community/types'
import { formatDate } from '#common/i18n/dates'
import { useLocale, useT } from '~/lib/site-shell'
import { CommentFormSlot } from './comment-form-slot'
import { StarRating } from './star-rating'

/** Published reviews (products) or comments (posts) with their form; the list is the same for every visitor. */
export function CommentsSection({ targetType, targetId, block }: { targetType: CommentTargetType; targetId: number; block: CommentsBlock }) {
  const t = useT()
  const locale = useLocale()
  const isReview = targetType === 'product'
  if (isReview && !block.options.reviewsEnabled) return null
  const headingId = `comments-${targetType}-${targetId}`
  const { records, pagination, summary } = block.list
  return (
    <section className="comments container container--narrow" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(isReview ? 'community.reviewsTitle' : 'community.commentsTitle')} ({pagination.total})
      </h2>
      {isReview && summary.count > 0 ? <StarRating rating={summary.average} count={summary.count} /> : null}
      {records.length === 0 ? (
        <p>{t(isReview ? 'community.noReviews' : 'community.noComments')}</p>
      ) : (
        <ol className="comments__list">
          {records.map((comment) => (
            <li key={comment.id} className="comments__item">
              <article aria-label={t('community.by', { name: comment.authorName, date: formatDate(comment.createdAt, locale) })}>
                <p className="comments__meta">
                  <strong>{comment.authorName}</strong> · <time dateTime={comment.createdAt}>{formatDate(comment.createdAt, locale)}</time>
                </p>
                {comment.rating ? <StarRating rating={comment.rating} /> : null}
                <p className="comments__text">{comment.comment}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <CommentFormSlot targetType={targetType} targetId={targetId} options={block.options} />
    </section>
  )
}
