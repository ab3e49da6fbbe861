import { Form } from 'react-router'
import type { Route } from './+types/audit'
import { listParams } from '#common/admin/paging'
import { auditQuerySchema } from '#common/audit/schemas'
import { requestContext } from '#server/context'
import { requireAdminPage } from '#server/admin/page-access'
import { auditEntityTypes, searchAuditLog } from '#server/audit/audit-query'
import { adminMeta } from '~/features/admin/admin-meta'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { AdminPager } from '~/features/admin/ui/pager'
import { AdminTable } from '~/features/admin/ui/admin-table'
import { useAdminT } from '~/features/admin/use-admin-t'

export const meta = adminMeta('admin.nav.audit')

/** /admin/audit: who changed what and when, filtered and paged in the database. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'admin')
  const query = auditQuerySchema.parse(listParams(request))
  const [list, entityTypes] = await Promise.all([searchAuditLog(db, { siteId: site.id, query }), auditEntityTypes(db, site.id)])
  return {
    query,
    entityTypes,
    list: {
      ...list,
      items: list.items.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        userEmail: row.userEmail,
        action: row.action,
        entity: `${row.entityType} #${row.entityId}`,
        change: row.before === null && row.after === null ? null : JSON.stringify({ before: row.before, after: row.after }, null, 2),
      })),
    },
  }
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const t = useAdminT()
  const { query, list, entityTypes } = loaderData
  return (
    <AdminPage title={t('admin.nav.audit')}>
      <Form method="get" className="admin-filters">
        <label>
          {t('admin.audit.who')}
          <input className="field__input" type="search" name="actor" defaultValue={query.actor ?? ''} />
        </label>
        <label>
          {t('admin.audit.action')}
          <input className="field__input" type="search" name="action" defaultValue={query.action ?? ''} />
        </label>
        <label>
          {t('admin.audit.entity')}
          <select className="field__input" name="entityType" defaultValue={query.entityType ?? ''}>
            <option value="">{t('admin.audit.anyType')}</option>
            {entityTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('admin.audit.from')}
          <input className="field__input" type="date" name="from" defaultValue={query.from ?? ''} />
        </label>
        <label>
          {t('admin.audit.to')}
          <input className="field__input" type="date" name="to" defaultValue={query.to ?? ''} />
        </label>
        <button className="button button--primary" type="submit">
          {t('admin.filter.apply')}
        </button>
      </Form>
      <AdminTable
        label={t('admin.nav.audit')}
        isEmpty={list.items.length === 0}
        empty={t('admin.empty.audit')}
        columns={[
          { label: t('admin.audit.when') },
          { label: t('admin.audit.who') },
          { label: t('admin.audit.action') },
          { label: t('admin.audit.entity') },
          { label: t('admin.audit.change') },
        ]}
      >
        {list.items.map((row) => (
          <tr key={row.id}>
            <td>
              <time dateTime={row.createdAt}>{row.createdAt.slice(0, 16).replace('T', ' ')}</time>
            </td>
            <td>{row.userEmail}</td>
            <td>{row.action}</td>
            <td>{row.entity}</td>
            <td>
              {row.change ? (
                <details>
                  <summary>{t('admin.audit.details')}</summary>
                  <pre className="admin-audit__change">{row.change}</pre>
                </details>
              ) : null}
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager list={list} />
    </AdminPage>
  )
}
