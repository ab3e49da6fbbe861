import { Form, Link } from 'react-router'
import type { AdminPage as AdminList } from '#common/admin/paging'
import type { AdminOutcome } from '#server/admin/action-outcome'
import type { ConsentAdminView } from '#server/gdpr'
import { AdminPage } from '../admin/ui/admin-page'
import { AdminPager } from '../admin/ui/pager'
import { useAdminT } from '../admin/use-admin-t'
import { ConsentFields } from './consent-fields'
import { OutcomeNotice } from './outcome-notice'
import { placeLabel } from './place-label'
import { AdminTable } from '~/features/admin/ui/admin-table'

/** /admin/consent: every consent with its newest version and places, and the form for a new one. */
export function ConsentList({ list, outcome }: { list: AdminList<ConsentAdminView>; outcome: AdminOutcome | undefined }) {
  const t = useAdminT()
  return (
    <AdminPage title={t('consents.title')}>
      <AdminTable
        label={t('consents.title')}
        isEmpty={list.items.length === 0}
        empty={t('admin.empty.consents')}
        columns={[
          { label: t('consents.uniqueNumber') },
          { label: t('consents.displayName') },
          { label: t('consents.version'), numeric: true },
          { label: t('consents.places') },
        ]}
      >
        {list.items.map((consent) => (
          <tr key={consent.id}>
            <td>
              <Link to={`/admin/consent/${encodeURIComponent(consent.uniqueNumber)}`}>{consent.uniqueNumber}</Link>
            </td>
            <td>{consent.displayName}</td>
            <td className="admin-table__number">{consent.current.version}</td>
            <td>
              {consent.assignedTo.map((place) => `${placeLabel(t, place.assigned_to)}${place.required ? ` (${t('consents.required')})` : ''}`).join(', ')}
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager list={list} />
      <section className="admin-card" aria-labelledby="consent-create">
        <h2 id="consent-create">{t('consents.create')}</h2>
        <OutcomeNotice outcome={outcome} />
        <Form method="post" className="admin-form">
          <ConsentFields />
          <button type="submit" className="button button--primary">
            {t('consents.save')}
          </button>
        </Form>
      </section>
    </AdminPage>
  )
}
