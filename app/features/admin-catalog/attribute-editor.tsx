import { Form, Link } from 'react-router'
import { optionAttributeTypes, type AdminAttributeDetail } from '#common/catalog/admin-attributes'
import type { AdminCategoryRow } from '#common/catalog/admin-taxonomy'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { useAdminT } from '~/features/admin/use-admin-t'
import { AttributeFields } from './attribute-fields'
import type { AttributeOutcome } from './attribute-form-data'
import { AttributeValues } from './attribute-values'

/** /admin/attributes/:id: the attribute's fields, its values (list types) and the categories that filter by it. */
export function AttributeEditor({ detail, categories, outcome }: { detail: AdminAttributeDetail; categories: AdminCategoryRow[]; outcome?: AttributeOutcome }) {
  const t = useAdminT()
  const { attribute } = detail
  const offered = new Set(detail.categoryIds)
  return (
    <AdminPage
      title={`${t('catalog.attributes.title')}: ${attribute.label.hr}`}
      actions={
        <Link className="button button--secondary" to="/admin/attributes">
          {t('catalog.attributes.back')}
        </Link>
      }
    >
      <div aria-live="polite">
        {outcome ? <p className={outcome.ok ? 'admin-notice' : 'admin-notice admin-notice--error'}>{t(outcome.messageKey)}</p> : null}
      </div>
      <section className="admin-card" aria-labelledby="attribute-fields">
        <h2 id="attribute-fields">{attribute.label.hr}</h2>
        <Form method="post" className="admin-form" key={`${attribute.id}-${attribute.type}-${attribute.code}`}>
          <AttributeFields attribute={attribute} />
          <p className="admin-attributes__hint">{t('catalog.attributes.typeHint')}</p>
          <div className="admin-form__row">
            <button className="button button--primary" type="submit" name="intent" value="save">
              {t('catalog.attributes.save')}
            </button>
            <button className="button button--danger" type="submit" name="intent" value="delete" formNoValidate>
              {t('catalog.attributes.delete')}
            </button>
          </div>
          <p className="admin-attributes__hint">{t('catalog.attributes.deleteHint')}</p>
        </Form>
      </section>
      {optionAttributeTypes.includes(attribute.type) ? <AttributeValues values={detail.values} fixed={attribute.type === 'yesNo'} /> : <p>{t('catalog.attributes.rangeNoValues')}</p>}
      <section className="admin-card" aria-labelledby="attribute-categories">
        <h2 id="attribute-categories">{t('catalog.attributes.categories')}</h2>
        <Form method="post" className="admin-form">
          <fieldset className="admin-attributes__categories">
            <legend className="visually-hidden">{t('catalog.attributes.categories')}</legend>
            {categories.map((category) => (
              <label key={category.id} className="admin-attributes__check">
                <input type="checkbox" name="categoryId" value={category.id} defaultChecked={offered.has(category.id)} />
                <span>
                  {'— '.repeat(category.depth)}
                  {category.names.hr ?? category.names.en ?? String(category.id)}
                </span>
              </label>
            ))}
          </fieldset>
          <p className="admin-attributes__hint">{t('catalog.attributes.categoriesHint')}</p>
          <div>
            <button className="button button--primary" type="submit" name="intent" value="categories">
              {t('catalog.attributes.saveCategories')}
            </button>
          </div>
        </Form>
      </section>
    </AdminPage>
  )
}
