import { useId, useState, type FormEvent } from 'react'
import { COMMENT_BODY_MAX, COMMENT_NAME_MAX } from '#common/community/limits'
import type { CommentTargetType } from '#common/community/schemas'
import type { CommentOptions } from '#common/community/types'
import { Field } from '~/features/account/fields'
import { useCart } from '~/features/cart/cart-context'
import { useLocale, useT } from '~/lib/site-shell'
import { sendJson } from './community-api'
import { useOwnComment, type OwnComment } from './own-comment'
import { StarInput } from './star-input'
import { StarRating } from './star-rating'

type Outcome = { kind: 'sent'; status: string } | { kind: 'error'; message: string; fields: Record<string, string> } | null

/**
 * The review/comment form. Whether the visitor is logged in is known only after hydration (the
 * visitor call), so the server HTML is the same for everyone and shows no form yet.
 */
export function CommentForm({ targetType, targetId, options }: { targetType: CommentTargetType; targetId: number; options: CommentOptions }) {
  const t = useT()
  const locale = useLocale()
  const { visitor } = useCart()
  const id = useId()
  const [rating, setRating] = useState(0)
  const [text, setText] = useState('')
  const [isSending, setIsSending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [isEditing, setIsEditing] = useState(false)
  const [own, setOwn] = useOwnComment({ isLoggedIn: Boolean(visitor?.isLoggedIn), targetType, targetId })
  const isReview = targetType === 'product'
  if (!visitor || own === undefined) return null
  const notice =
    outcome?.kind === 'sent' ? (
      <p className="form-notice form-notice--success" role="status">
        {t(outcome.status === 'published' ? 'community.publishedNotice' : 'community.pendingNotice')}
      </p>
    ) : null
  if (own && !isEditing && (options.oneUserOneComment || outcome?.kind === 'sent')) {
    return (
      <div className="comment-form__own">
        {notice}
        <p>
          <strong>{t(own.status === 'published' ? 'community.ownPublished' : 'community.ownPending')}</strong>
        </p>
        {own.rating ? <StarRating rating={own.rating} /> : null}
        <p className="comments__text">{own.comment}</p>
        {options.commentEditNotAllowed ? null : (
          <button
            className="button button--secondary"
            type="button"
            onClick={() => {
              setText(own.comment)
              setRating(own.rating ?? 0)
              setOutcome(null)
              setIsEditing(true)
            }}
          >
            {t('community.edit')}
          </button>
        )}
      </div>
    )
  }
  if (outcome?.kind === 'sent') return notice

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const honeypot = form.get('website')
    const name = form.get('name')
    setIsSending(true)
    const stars = isReview ? rating || null : null
    const result =
      isEditing && own
        ? await sendJson<{ comment: OwnComment; status: string }>(locale, '/api/v1/cms/comment/update', { id: own.id, comment: text, rating: stars }, 'PUT')
        : await sendJson<{ comment: OwnComment; status: string }>(locale, '/api/v1/cms/comment/create', {
            targetType,
            targetId,
            comment: text,
            rating: stars,
            website: typeof honeypot === 'string' ? honeypot : '',
            ...(typeof name === 'string' ? { name } : {}),
          })
    setIsSending(false)
    if (!result.ok) {
      setOutcome({ kind: 'error', message: result.message, fields: result.fields })
      return
    }
    if (visitor?.isLoggedIn) setOwn({ ...result.data.comment, status: result.data.status })
    setIsEditing(false)
    setOutcome({ kind: 'sent', status: result.data.status })
  }

  const fields = outcome?.kind === 'error' ? outcome.fields : {}
  const textError = fields.comment
  return (
    <form className="comment-form" onSubmit={submit} noValidate>
      <h3 id={`${id}-title`}>{t(isReview ? 'community.yourReview' : 'community.yourComment')}</h3>
      {outcome?.kind === 'error' ? (
        <p className="form-notice form-notice--error" role="alert">
          {outcome.message}
        </p>
      ) : null}
      {visitor.isLoggedIn ? null : (
        <Field name="name" label={t('community.yourName')} autoComplete="name" maxLength={COMMENT_NAME_MAX} required error={fields.name} />
      )}
      {isReview ? <StarInput value={rating} onChange={setRating} error={fields.rating} errorId={`${id}-rating-error`} /> : null}
      <div className={`field${textError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-text`}>
          {t(isReview ? 'community.yourReview' : 'community.yourComment')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          className="field__input comment-form__text"
          id={`${id}-text`}
          name="comment"
          rows={4}
          required
          maxLength={COMMENT_BODY_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={textError ? true : undefined}
          aria-describedby={`${id}-hint${textError ? ` ${id}-text-error` : ''}`}
        />
        <p className="field__hint" id={`${id}-hint`}>
          {t('community.charactersLeft', { max: COMMENT_BODY_MAX })}
        </p>
        {textError ? (
          <p className="field__error" id={`${id}-text-error`}>
            {textError}
          </p>
        ) : null}
      </div>
      <div className="comment-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('community.honeypot')}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button className="button button--primary" type="submit" disabled={isSending}>
        {isSending ? t('community.sending') : isEditing ? t('community.saveEdit') : t(isReview ? 'community.submitReview' : 'community.submitComment')}
      </button>
    </form>
  )
}
