import { Form, Link } from 'react-router'
import type { AdminPage as AdminPageData } from '#common/admin/paging'
import type { AdminAttributeQuery, AdminAttributeRow } from '#common/catalog/admin-attributes'
import { AdminPage } from '~/features/admin/ui/admin-page'
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
      {list.items.length === 0 ? (
        <p>{t('admin.empty')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--nowrap">
            <caption className="visually-hidden">{t('catalog.attributes.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('catalog.attributes.labelHr')}</th>
                <th scope="col">{t('catalog.attributes.code')}</th>
                <th scope="col">{t('catalog.attributes.type')}</th>
                <th scope="col">{t('catalog.attributes.inFilters')}</th>
                <th scope="col" className="admin-table__number">
                  {t('catalog.attributes.values')}
                </th>
                <th scope="col" className="admin-table__number">
                  {t('catalog.attributes.products')}
                </th>
                <th scope="col" className="admin-table__number">
                  {t('catalog.attributes.position')}
                </th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      )}
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
