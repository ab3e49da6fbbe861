import { Form } from 'react-router'
import type { AdminTagRow } from '#common/catalog/admin-taxonomy'
import type { AdminMessageKey } from '#common/i18n/admin'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { useAdminT } from '~/features/admin/use-admin-t'
import { labelCells } from '~/features/admin/ui/label-cells'

export interface TagOutcome {
  ok: boolean
  messageKey: AdminMessageKey
}

/** /admin/tags: a form for a new tag, then one row per tag (inputs tied to the row's form). */
export function TagManager({ tags, outcome }: { tags: AdminTagRow[]; outcome?: TagOutcome }) {
  const t = useAdminT()
  return (
    <AdminPage title={t('catalog.tags.title')}>
      <div aria-live="polite">
        {outcome ? <p className={outcome.ok ? 'admin-notice' : 'admin-notice admin-notice--error'}>{t(outcome.messageKey)}</p> : null}
      </div>
      <section className="admin-card" aria-labelledby="new-tag">
        <h2 id="new-tag">{t('catalog.tags.new')}</h2>
        <Form method="post" className="admin-form">
          <div className="admin-form__row">
            <label className="field">
              <span className="field__label">{t('catalog.tags.slug')}</span>
              <input className="field__input" name="slug" required maxLength={80} pattern="[a-z0-9]+(-[a-z0-9]+)*" />
            </label>
            <label className="field">
              <span className="field__label">{t('catalog.tags.labelHr')}</span>
              <input className="field__input" name="labelHr" required maxLength={80} />
            </label>
            <label className="field">
              <span className="field__label">{t('catalog.tags.labelEn')}</span>
              <input className="field__input" name="labelEn" maxLength={80} />
            </label>
            <label className="field">
              <span className="field__label">{t('catalog.tags.labelDe')}</span>
              <input className="field__input" name="labelDe" maxLength={80} />
            </label>
          </div>
          <div>
            <button className="button button--primary" type="submit">
              {t('catalog.tags.create')}
            </button>
          </div>
        </Form>
      </section>
      {tags.length === 0 ? (
        <p>{t('admin.empty')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-tags">
            <caption className="visually-hidden">{t('catalog.tags.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('catalog.tags.slug')}</th>
                <th scope="col">{t('catalog.tags.labelHr')}</th>
                <th scope="col">{t('catalog.tags.labelEn')}</th>
                <th scope="col">{t('catalog.tags.labelDe')}</th>
                <th scope="col" className="admin-table__number">
                  {t('catalog.tags.products')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('catalog.products.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {labelCells(tags.map((tag) => {
                const form = `tag-${tag.id}`
                const cell = (name: string, label: AdminMessageKey, value: string | undefined, required = false) => (
                  <td>
                    <input className="field__input" form={form} name={name} defaultValue={value ?? ''} required={required} maxLength={80} aria-label={`${t(label)} · ${tag.slug}`} />
                  </td>
                )
                return (
                  <tr key={tag.id}>
                    {cell('slug', 'catalog.tags.slug', tag.slug, true)}
                    {cell('labelHr', 'catalog.tags.labelHr', tag.label.hr, true)}
                    {cell('labelEn', 'catalog.tags.labelEn', tag.label.en)}
                    {cell('labelDe', 'catalog.tags.labelDe', tag.label.de)}
                    <td className="admin-table__number">{tag.productCount}</td>
                    <td>
                      <Form method="post" id={form} className="admin-form__row">
                        <input type="hidden" name="id" value={tag.id} />
                        <button className="button button--secondary" type="submit" name="intent" value="save" aria-label={t('catalog.tags.saveOf', { slug: tag.slug })}>
                          {t('catalog.products.save')}
                        </button>
                        <button className="button button--danger" type="submit" name="intent" value="delete" formNoValidate aria-label={t('catalog.tags.deleteOf', { slug: tag.slug })}>
                          {t('catalog.categories.delete')}
                        </button>
                      </Form>
                    </td>
                  </tr>
                )
              }), [t('catalog.tags.slug'), t('catalog.tags.labelHr'), t('catalog.tags.labelEn'), t('catalog.tags.labelDe'), t('catalog.tags.products'), ''])}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  )
}
