import { locales } from '#common/i18n/locales'
import type { ShippingFieldErrors } from '#server/admin/shipping-forms'
import { useAdminT } from '../admin/use-admin-t'
import { MethodField } from './method-field'

interface MethodTextsFieldsProps {
  name: Partial<Record<string, string>> | undefined
  description: Partial<Record<string, string>> | undefined
  errors: ShippingFieldErrors | undefined
}

/** A method's name and description in every shop language (hr required; the others fall back to it). */
export function MethodTextsFields({ name, description, errors }: MethodTextsFieldsProps) {
  const t = useAdminT()
  return (
    <fieldset>
      <legend>{t('shipping.texts')}</legend>
      <p className="field__hint">{t('shipping.textsHint')}</p>
      {locales.map((locale) => (
        <div className="admin-form__row" key={locale}>
          <MethodField name={`name.${locale}`} label={t('shipping.nameIn', { language: t(`shipping.language.${locale}`) })} errors={errors}>
            {(id, describedBy, invalid) => (
              <input id={id} name={`name.${locale}`} className="field__input" defaultValue={name?.[locale] ?? ''} maxLength={200} required={locale === 'hr'} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </MethodField>
          <MethodField name={`description.${locale}`} label={t('shipping.descriptionIn', { language: t(`shipping.language.${locale}`) })} errors={errors}>
            {(id, describedBy, invalid) => (
              <input id={id} name={`description.${locale}`} className="field__input" defaultValue={description?.[locale] ?? ''} maxLength={500} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </MethodField>
        </div>
      ))}
    </fieldset>
  )
}
