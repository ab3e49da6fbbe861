import { Form } from 'react-router'
import type { AdminPage } from '#common/admin/paging'
import { AdminPager } from '~/features/admin/ui/pager'
import type { ModerationItem } from '#common/community/types'
import { formatDate } from '#common/i18n/dates'
import { PageShell } from '~/components/layout/page-shell'
import { PageNotice } from '~/features/account/form-notice'
import { useLocale, useT } from '~/lib/site-shell'
import { StarRating } from './star-rating'

/** The /admin/comments queue: each pending review or comment with approve and reject buttons. */
export function ModerationQueue({ queue, outcome }: { queue: AdminPage<ModerationItem>; outcome?: { decision: string; ok: boolean } }) {
  const t = useT()
  const locale = useLocale()
  return (
    <PageShell title={t('community.moderationTitle')}>
      {outcome?.ok ? <PageNotice message={t(outcome.decision === 'approve' ? 'community.approved' : 'community.rejected')} /> : null}
      {outcome && !outcome.ok ? <PageNotice kind="error" message={t('error.notFound')} /> : null}
      {queue.items.length === 0 ? (
        <p>{t('community.moderationEmpty')}</p>
      ) : (
        <ul className="moderation-list">
          {queue.items.map((item) => (
            <li key={item.id} className="account-card">
              <article aria-labelledby={`moderation-${item.id}`}>
                <h2 id={`moderation-${item.id}`} className="h4">
                  {t('community.on', { target: item.targetLabel })}
                </h2>
                <p className="comments__meta">{t('community.by', { name: item.authorName, date: formatDate(item.createdAt, locale) })}</p>
                {item.rating ? <StarRating rating={item.rating} /> : null}
                <p className="comments__text">{item.comment}</p>
                <Form method="post" className="moderation-list__actions">
                  <input type="hidden" name="id" value={item.id} />
                  <button className="button button--primary" type="submit" name="decision" value="approve">
                    {t('community.approve')}
                  </button>
                  <button className="button button--secondary" type="submit" name="decision" value="reject">
                    {t('community.reject')}
                  </button>
                </Form>
              </article>
            </li>
          ))}
        </ul>
      )}
      <AdminPager list={queue} />
    </PageShell>
  )
}
