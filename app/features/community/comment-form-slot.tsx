import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import type { CommentTargetType } from '#common/community/schemas'
import type { CommentOptions } from '#common/community/types'
import { pathFor } from '#common/i18n/paths'
import { useCart } from '~/features/cart/cart-context'
import { useLocale, useT } from '~/lib/site-shell'
import { useNearViewport } from '~/lib/use-near-viewport'

const CommentForm = lazy(() => import('./comment-form').then((module) => ({ default: module.CommentForm })))

type Props = { targetType: CommentTargetType; targetId: number; options: CommentOptions }

/**
 * Where the review/comment form goes. Who the visitor is becomes known only after hydration, so the
 * server HTML holds no form for anyone; a visitor who must log in first is told so at once, and the
 * form's own code (fields, stars, the calls) loads when the reviews come near the viewport: most
 * visits never scroll that far, and it is a tenth of a product page's own JavaScript (ADR 034).
 */
export function CommentFormSlot(props: Props) {
  const t = useT()
  const locale = useLocale()
  const { visitor } = useCart()
  const [slot, isNear] = useNearViewport<HTMLDivElement>()
  let content = null
  if (visitor && props.options.loggedUsersOnly && !visitor.isLoggedIn) {
    const redirect = typeof window === 'undefined' ? '/' : window.location.pathname
    content = (
      <p className="comment-form__login">
        {t('community.loginToComment')} <Link to={`${pathFor('login', locale)}?redirect=${encodeURIComponent(redirect)}`}>{t('community.loginLink')}</Link>
      </p>
    )
  } else if (visitor && isNear) {
    content = (
      <Suspense fallback={null}>
        <CommentForm {...props} />
      </Suspense>
    )
  }
  return <div ref={slot}>{content}</div>
}
