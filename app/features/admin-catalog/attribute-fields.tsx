import { attributeTypes, type AdminAttributeRow } from '#common/catalog/admin-attributes'
import type { AdminMessageKey } from '#common/i18n/admin'
import { useAdminT } from '~/features/admin/use-admin-t'

/** The fields of one attribute (new or existing): code, type, names and units per language, filterable, position. */
export function AttributeFields({ attribute }: { attribute?: AdminAttributeRow }) {
  const t = useAdminT()
  const textField = (name: string, labelKey: AdminMessageKey, value: string | undefined, extra: { required?: boolean; maxLength: number; pattern?: string }) => (
    <label className="field">
      <span className="field__label">{t(labelKey)}</span>
      <input className="field__input" name={name} defaultValue={value ?? ''} {...extra} />
    </label>
  )
  return (
    <>
      <div className="admin-form__row">
        {textField('code', 'catalog.attributes.code', attribute?.code, { required: true, maxLength: 60, pattern: '[a-z0-9]+([\\-_][a-z0-9]+)*' })}
        <label className="field">
          <span className="field__label">{t('catalog.attributes.type')}</span>
          <select className="field__input" name="type" defaultValue={attribute?.type ?? 'multiSelect'}>
            {attributeTypes.map((type) => (
              <option key={type} value={type}>
                {t(`catalog.attributes.type.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('catalog.attributes.position')}</span>
          <input className="field__input admin-quick__stock" name="position" inputMode="numeric" pattern="[0-9]*" required defaultValue={attribute?.position ?? 0} />
        </label>
      </div>
      <div className="admin-form__row">
        {textField('labelHr', 'catalog.attributes.labelHr', attribute?.label.hr, { required: true, maxLength: 80 })}
        {textField('labelEn', 'catalog.attributes.labelEn', attribute?.label.en, { maxLength: 80 })}
        {textField('labelDe', 'catalog.attributes.labelDe', attribute?.label.de, { maxLength: 80 })}
      </div>
      {/* A number's unit, in each language the shop speaks; an empty one shows the Croatian unit. */}
      <div className="admin-form__row">
        {textField('unitHr', 'catalog.attributes.unitHr', attribute?.units?.hr, { maxLength: 20 })}
        {textField('unitEn', 'catalog.attributes.unitEn', attribute?.units?.en, { maxLength: 20 })}
        {textField('unitDe', 'catalog.attributes.unitDe', attribute?.units?.de, { maxLength: 20 })}
      </div>
      <label className="admin-attributes__check">
        <input type="checkbox" name="isFilterable" defaultChecked={attribute?.isFilterable ?? true} />
        <span>{t('catalog.attributes.filterable')}</span>
      </label>
    </>
  )
}
