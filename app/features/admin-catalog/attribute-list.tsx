import { Form, Link } from 'react-router'
import type { AdminPage as AdminPageData } from '#common/admin/paging'
import type { AdminAttributeQuery, AdminAttributeRow } from '#common/catalog/admin-attributes'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { AdminTable } from '~/features/admin/ui/admin-table'
import { AdminPager } from '~/features/admin/ui/pager'
import { useAdminT } from '~/features/admin/use-admin-t'
import { AttributeFields } from './attribute-fields'
import type { AttributeOutcome } from './attribute-form-data'

/** /admin/attributes: search, the server-paged list in panel order, and a form for a new attribute. */
export function AttributeList({ list, query, outcome }: { list: AdminPageData<AdminAttributeRow>; query: AdminAttributeQuery; outcome?: AttributeOutcome }) {
  const t = useAdminT()
  return (
    <AdminPage title={t('catalog.attributes.title')}>
      <p>{t('catalog.attributes.intro')}</p>
      <div aria-live="polite">
        {outcome ? <p className={outcome.ok ? 'admin-notice' : 'admin-notice admin-notice--error'}>{t(outcome.messageKey)}</p> : null}
      </div>
      <Form method="get" className="admin-filters" role="search" aria-label={t('admin.filter.search')}>
        <label>
          <span>{t('catalog.attributes.search')}</span>
          <input className="field__input" type="search" name="q" maxLength={80} defaultValue={query.q ?? ''} />
        </label>
        <button className="button button--secondary" type="submit">
          {t('catalog.attributes.filter')}
        </button>
      </Form>
      <AdminTable
        label={t('catalog.attributes.title')}
        isEmpty={list.items.length === 0}
        empty={t('admin.empty.attributes')}
        nowrap
        columns={[
          { label: t('catalog.attributes.labelHr') },
          { label: t('catalog.attributes.code') },
          { label: t('catalog.attributes.type') },
          { label: t('catalog.attributes.inFilters') },
          { label: t('catalog.attributes.values'), numeric: true },
          { label: t('catalog.attributes.products'), numeric: true },
          { label: t('catalog.attributes.position'), numeric: true },
        ]}
      >
        {list.items.map((attribute) => (
          <tr key={attribute.id}>
            <th scope="row">
              <Link to={`/admin/attributes/${attribute.id}`} aria-label={t('catalog.attributes.editOf', { name: attribute.label.hr })}>
                {attribute.label.hr}
              </Link>
            </th>
            <td>
              <code>{attribute.code}</code>
            </td>
            <td>{t(`catalog.attributes.type.${attribute.type}`)}</td>
            <td>{t(attribute.isFilterable ? 'catalog.attributes.yes' : 'catalog.attributes.no')}</td>
            <td className="admin-table__number">{attribute.valueCount}</td>
            <td className="admin-table__number">{attribute.productCount}</td>
            <td className="admin-table__number">{attribute.position}</td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager list={list} />
      <section className="admin-card" aria-labelledby="new-attribute">
        <h2 id="new-attribute">{t('catalog.attributes.new')}</h2>
        <Form method="post" className="admin-form">
          <AttributeFields />
          <div>
            <button className="button button--primary" type="submit">
              {t('catalog.attributes.create')}
            </button>
          </div>
        </Form>
      </section>
    </AdminPage>
  )
}
