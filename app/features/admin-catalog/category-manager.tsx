import { useId } from 'react'
import { Form } from 'react-router'
import type { AdminCategoryRow } from '#common/catalog/admin-taxonomy'
import type { AdminMessageKey } from '#common/i18n/admin'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { useAdminT } from '~/features/admin/use-admin-t'

export interface CategoryOutcome {
  ok: boolean
  messageKey: AdminMessageKey
}

const nameOf = (category: AdminCategoryRow) => category.names.hr ?? category.names.en ?? String(category.id)

/** The fields of one category: names per language and the parent (a category is never offered as its own parent). */
function CategoryFields({ category, categories }: { category?: AdminCategoryRow; categories: AdminCategoryRow[] }) {
  const t = useAdminT()
  const id = useId()
  return (
    <div className="admin-form__row">
      <label className="field">
        <span className="field__label">{t('catalog.categories.nameHr')}</span>
        <input className="field__input" name="nameHr" required maxLength={120} defaultValue={category?.names.hr ?? ''} />
      </label>
      <label className="field">
        <span className="field__label">{t('catalog.categories.nameEn')}</span>
        <input className="field__input" name="nameEn" maxLength={120} defaultValue={category?.names.en ?? ''} />
      </label>
      <label className="field">
        <span className="field__label">{t('catalog.categories.nameDe')}</span>
        <input className="field__input" name="nameDe" maxLength={120} defaultValue={category?.names.de ?? ''} />
      </label>
      <label className="field">
        <span className="field__label">{t('catalog.categories.parent')}</span>
        <select className="field__input" name="parentId" defaultValue={category?.parentId ?? ''}>
          <option value="">{t('catalog.categories.none')}</option>
          {categories
            .filter((c) => c.id !== category?.id)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {'— '.repeat(c.depth)}
                {nameOf(c)}
              </option>
            ))}
        </select>
      </label>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-kpd`}>
          {t('catalog.categories.kpdCode')}
        </label>
        <input
          id={`${id}-kpd`}
          className="field__input"
          name="kpdCode"
          maxLength={8}
          inputMode="decimal"
          pattern="[0-9]{2}\.[0-9]{2}\.[0-9]{2}"
          placeholder="31.00.12"
          aria-describedby={`${id}-kpd-hint`}
          defaultValue={category?.kpdCode ?? ''}
        />
        <p className="field__hint" id={`${id}-kpd-hint`}>
          {t('catalog.categories.kpdCodeNote')}
        </p>
      </div>
      {category ? (
        <label className="field">
          <span className="field__label">{t('catalog.categories.position')}</span>
          <input className="field__input admin-quick__stock" name="position" inputMode="numeric" pattern="[0-9]*" required defaultValue={category.position} />
        </label>
      ) : null}
    </div>
  )
}

/** /admin/categories: the tree as nested details, each with its edit form; a form for a new one. */
export function CategoryManager({ categories, outcome }: { categories: AdminCategoryRow[]; outcome?: CategoryOutcome }) {
  const t = useAdminT()
  return (
    <AdminPage title={t('catalog.categories.title')}>
      <div aria-live="polite">
        {outcome ? <p className={outcome.ok ? 'admin-notice' : 'admin-notice admin-notice--error'}>{t(outcome.messageKey)}</p> : null}
      </div>
      <section className="admin-card" aria-labelledby="new-category">
        <h2 id="new-category">{t('catalog.categories.new')}</h2>
        <Form method="post" className="admin-form">
          <input type="hidden" name="intent" value="create" />
          <CategoryFields categories={categories} />
          <div>
            <button className="button button--primary" type="submit">
              {t('catalog.categories.create')}
            </button>
          </div>
        </Form>
      </section>
      <p>{t('catalog.categories.deleteHint')}</p>
      <ul className="admin-tree">
        {categories.map((category) => (
          <li key={category.id} style={{ marginInlineStart: `${category.depth * 1.5}rem` }}>
            <details className="admin-card admin-tree__item">
              <summary>
                <strong>{nameOf(category)}</strong>{' '}
                <span className="admin-tree__meta">
                  {t('catalog.categories.products')}: {category.productCount}
                </span>
              </summary>
              <Form method="post" className="admin-form" aria-label={t('catalog.categories.editOf', { name: nameOf(category) })}>
                <input type="hidden" name="id" value={category.id} />
                <CategoryFields category={category} categories={categories} />
                <div className="admin-form__row">
                  <button className="button button--primary" type="submit" name="intent" value="update">
                    {t('catalog.products.save')}
                  </button>
                  {category.productCount === 0 && category.childCount === 0 ? (
                    <button className="button button--danger" type="submit" name="intent" value="delete" formNoValidate aria-label={t('catalog.categories.deleteOf', { name: nameOf(category) })}>
                      {t('catalog.categories.delete')}
                    </button>
                  ) : null}
                </div>
              </Form>
            </details>
          </li>
        ))}
      </ul>
    </AdminPage>
  )
}
