import { Form } from 'react-router'
import type { AdminAttributeValueRow } from '#common/catalog/admin-attributes'
import type { AdminMessageKey } from '#common/i18n/admin'
import { useAdminT } from '~/features/admin/use-admin-t'
import { labelCells } from '~/features/admin/ui/label-cells'

/**
 * The values of a list attribute: one editable row each (inputs tied to the row's form), then a new
 * one. `fixed` (yes/no): only the names change, so no delete, no new value and no code field.
 */
export function AttributeValues({ values, fixed }: { values: AdminAttributeValueRow[]; fixed: boolean }) {
  const t = useAdminT()
  return (
    <section className="admin-card" aria-labelledby="attribute-values">
      <h2 id="attribute-values">{t('catalog.attributes.values')}</h2>
      {values.length === 0 ? (
        <p>{t('admin.empty')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-attributes__values">
            <caption className="visually-hidden">{t('catalog.attributes.values')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('catalog.attributes.labelHr')}</th>
                <th scope="col">{t('catalog.attributes.labelEn')}</th>
                <th scope="col">{t('catalog.attributes.labelDe')}</th>
                <th scope="col">{t('catalog.attributes.value')}</th>
                <th scope="col">{t('catalog.attributes.position')}</th>
                <th scope="col" className="admin-table__number">
                  {t('catalog.attributes.products')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('catalog.products.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {labelCells(values.map((value) => {
                const form = `value-${value.id}`
                const cell = (
                  name: string,
                  label: AdminMessageKey,
                  current: string | number | undefined,
                  extra: {
                    required?: boolean
                    maxLength?: number
                    inputMode?: 'numeric'
                    pattern?: string
                    className?: string
                  } = {},
                ) => (
                  <td>
                    <input className="field__input" form={form} name={name} defaultValue={current ?? ''} maxLength={80} aria-label={`${t(label)} · ${value.label.hr}`} {...extra} />
                  </td>
                )
                return (
                  <tr key={value.id}>
                    {cell('labelHr', 'catalog.attributes.labelHr', value.label.hr, { required: true })}
                    {cell('labelEn', 'catalog.attributes.labelEn', value.label.en)}
                    {cell('labelDe', 'catalog.attributes.labelDe', value.label.de)}
                    {fixed ? (
                      <td>
                        <input type="hidden" form={form} name="value" value={value.value} />
                        <code>{value.value}</code>
                      </td>
                    ) : (
                      cell('value', 'catalog.attributes.value', value.value, {
                        maxLength: 60,
                      })
                    )}
                    {cell('position', 'catalog.attributes.position', value.position, {
                      required: true,
                      inputMode: 'numeric',
                      pattern: '[0-9]*',
                      className: 'field__input admin-quick__stock',
                    })}
                    <td className="admin-table__number">{value.productCount}</td>
                    <td>
                      <Form method="post" id={form} className="admin-form__row">
                        <input type="hidden" name="valueId" value={value.id} />
                        <button
                          className="button button--secondary"
                          type="submit"
                          name="intent"
                          value="saveValue"
                          aria-label={t('catalog.attributes.saveValueOf', {
                            name: value.label.hr,
                          })}
                        >
                          {t('catalog.products.save')}
                        </button>
                        {fixed ? null : (
                          <button
                            className="button button--danger"
                            type="submit"
                            name="intent"
                            value="deleteValue"
                            formNoValidate
                            aria-label={t('catalog.attributes.deleteValueOf', {
                              name: value.label.hr,
                            })}
                          >
                            {t('catalog.categories.delete')}
                          </button>
                        )}
                      </Form>
                    </td>
                  </tr>
                )
              }), [t('catalog.attributes.labelHr'), t('catalog.attributes.labelEn'), t('catalog.attributes.labelDe'), t('catalog.attributes.value'), t('catalog.attributes.position'), t('catalog.attributes.products'), ''])}
            </tbody>
          </table>
        </div>
      )}
      {fixed ? (
        <p className="admin-attributes__hint">{t('catalog.attributes.valuesFixed')}</p>
      ) : (
        <>
          <h3 id="new-value">{t('catalog.attributes.newValue')}</h3>
          <Form method="post" className="admin-form" aria-labelledby="new-value">
            <div className="admin-form__row">
              <label className="field">
                <span className="field__label">{t('catalog.attributes.labelHr')}</span>
                <input className="field__input" name="labelHr" required maxLength={80} />
              </label>
              <label className="field">
                <span className="field__label">{t('catalog.attributes.labelEn')}</span>
                <input className="field__input" name="labelEn" maxLength={80} />
              </label>
              <label className="field">
                <span className="field__label">{t('catalog.attributes.labelDe')}</span>
                <input className="field__input" name="labelDe" maxLength={80} />
              </label>
              <label className="field">
                <span className="field__label">{t('catalog.attributes.value')}</span>
                <input className="field__input" name="value" maxLength={60} />
              </label>
              <label className="field">
                <span className="field__label">{t('catalog.attributes.position')}</span>
                <input className="field__input admin-quick__stock" name="position" inputMode="numeric" pattern="[0-9]*" defaultValue={values.length} />
              </label>
            </div>
            <div>
              <button className="button button--primary" type="submit" name="intent" value="addValue">
                {t('catalog.attributes.addValue')}
              </button>
            </div>
          </Form>
        </>
      )}
    </section>
  )
}
