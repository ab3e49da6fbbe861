import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/profile-order'
import { formatDate } from '#common/i18n/dates'
import { pathFor } from '#common/i18n/paths'
import { requestContext } from '#server/context'
import { ApiError } from '#server/http/api-error'
import { memberOrder } from '#server/orders/order-history'
import { listMemberDocuments } from '#server/documents/document-service'
import { accountMessagesHandle, withAccountMessages } from '~/lib/account-messages'
import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useLocale, useT } from '~/lib/site-shell'
import { OrderLinesTable, OrderTotals } from '~/features/orders/order-lines'

export const meta = screenMeta('orders.historyTitle')

// Accounts and checkout texts are a catalogue part of their own (ADR 026).
export const handle = accountMessagesHandle
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountMessages(args)

/** §2 profile: one of the member's own orders; anyone else's is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext)
  if (!ctx.user) throw redirect(pathFor('profile', ctx.locale))
  const slug = params.slug ?? ''
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(slug)) throw data(null, { status: 404 })
  try {
    const order = await memberOrder(ctx.db, { siteId: ctx.site.id, userId: ctx.user.id, slug })
    const documents = await listMemberDocuments(ctx.db, { siteId: ctx.site.id, userId: ctx.user.id, locale: ctx.locale, page: 1, limit: 100 })
    return { order, documents: documents.records.filter((document) => document.orderSlug === slug) }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

export default function ProfileOrderScreen({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const locale = useLocale()
  const { order } = loaderData
  return (
    <PageShell title={t('orders.detailTitle', { number: order.number })} lead={`${formatDate(order.createdAt, locale)} · ${t(`order.status.${order.status}`)}`}>
      <p>
        <Link to={pathFor('profile', locale)}>{t('orders.back')}</Link>
      </p>
      <OrderLinesTable lines={order.lines} caption={t('desk.lines')} />
      <OrderTotals totals={order.totals} />
      {loaderData.documents.map((document) => (
        <p key={document.id}>
          <a href={`/api/v1/document/get/web/${document.id}`} download>
            {t('orders.document', { title: document.title })}
          </a>
        </p>
      ))}
      <p>
        <Link to={`${pathFor('withdrawal', locale)}?order=${encodeURIComponent(order.number)}`}>{t('layout.withdrawalLink')}</Link> ·{' '}
        <Link to={pathFor('complaint', locale)}>{t('cases.complaintLink')}</Link>
      </p>
      <p>
        {order.paymentMethodName}
        {order.deliveryMethodName ? ` · ${order.deliveryMethodName}` : ''}
      </p>
    </PageShell>
  )
}
