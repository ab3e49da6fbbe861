import { Form } from 'react-router'
import type { Route } from './+types/newsletter'
import { listParams } from '#common/admin/paging'
import { newsletterAdminQuerySchema } from '#common/community/schemas'
import { requestContext } from '#server/context'
import { requireAdminPage } from '#server/admin/page-access'
import { pageSubscribers } from '#server/newsletter'
import { adminMeta } from '~/features/admin/admin-meta'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { AdminPager } from '~/features/admin/ui/pager'
import { AdminTable } from '~/features/admin/ui/admin-table'
import { useAdminT } from '~/features/admin/use-admin-t'

export const meta = adminMeta('admin.nav.newsletter')

const statuses = ['pending', 'confirmed', 'unsubscribed'] as const

/** /admin/newsletter: the subscribers, searched and paged on the server, and the whole list as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'content')
  const query = newsletterAdminQuerySchema.parse(listParams(request))
  const list = await pageSubscribers(db, { siteId: site.id, query })
  return {
    query,
    list: { ...list, items: list.items.map((row) => ({ id: row.id, email: row.email, locale: row.locale, status: row.status, createdAt: row.createdAt.toISOString() })) },
  }
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const t = useAdminT()
  const { query, list } = loaderData
  const statusLabel = (status: string) => ((statuses as readonly string[]).includes(status) ? t(`admin.newsletter.status.${status as (typeof statuses)[number]}`) : status)
  return (
    <AdminPage
      title={t('admin.nav.newsletter')}
      actions={
        <a className="button button--secondary" href="/api/v1/marketing/newsletter/export" download>
          {t('admin.newsletter.export')}
        </a>
      }
    >
      <Form method="get" className="admin-filters">
        <label>
          {t('admin.newsletter.email')}
          <input className="field__input" type="search" name="q" defaultValue={query.q ?? ''} />
        </label>
        <label>
          {t('admin.newsletter.status')}
          <select className="field__input" name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('admin.newsletter.anyStatus')}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </label>
        <button className="button button--primary" type="submit">
          {t('admin.filter.apply')}
        </button>
      </Form>
      <AdminTable
        label={t('admin.nav.newsletter')}
        isEmpty={list.items.length === 0}
        empty={t('admin.empty.newsletter')}
        columns={[
          { label: t('admin.newsletter.email') },
          { label: t('admin.newsletter.status') },
          { label: t('admin.newsletter.language') },
          { label: t('admin.newsletter.subscribedAt') },
        ]}
      >
        {list.items.map((row) => (
          <tr key={row.id}>
            <td>{row.email}</td>
            <td>{statusLabel(row.status)}</td>
            <td>{row.locale}</td>
            <td>
              <time dateTime={row.createdAt}>{row.createdAt.slice(0, 10)}</time>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager list={list} />
    </AdminPage>
  )
}
