import { Form } from 'react-router'
import { centsToEuroInput } from '#common/catalog/product-edit'
import type { DeliveryMethodDetailView } from '#common/shipping/schemas'
import type { ShippingFieldErrors } from '#server/admin/shipping-forms'
import { useAdminT } from '../admin/use-admin-t'
import { MethodField } from './method-field'
import { MethodTextsFields } from './method-texts-fields'

interface DeliveryMethodFormProps {
  method: DeliveryMethodDetailView | null
  countries: { iso: string; name: string }[]
  errors?: ShippingFieldErrors
}

/** Three empty rows for new branches; a save with more shows three again. */
const NEW_BRANCH_ROWS = 3

/** Create or edit a delivery method: texts, price, countries, free-shipping threshold, pickup branches. */
export function DeliveryMethodForm({ method, countries, errors }: DeliveryMethodFormProps) {
  const t = useAdminT()
  const countryPrices = Object.entries(method?.countryPrices ?? {})
    .map(([iso, cents]) => `${iso} ${centsToEuroInput(cents)}`)
    .join('\n')
  return (
    <Form method="post" className="admin-form shipping-form" noValidate>
      {errors ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {t('shipping.invalid')}
        </p>
      ) : null}
      <div className="admin-form__row">
        <MethodField name="code" label={t('shipping.code')} hint="shipping.codeHint" errors={errors}>
          {(id, describedBy, invalid) => (
            <input id={id} name="code" className="field__input" defaultValue={method?.code} required maxLength={40} autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </MethodField>
        <MethodField name="position" label={t('shipping.position')} hint="shipping.positionHint" errors={errors}>
          {(id, describedBy, invalid) => (
            <input id={id} name="position" type="number" min={0} step={1} className="field__input" defaultValue={method?.position ?? 0} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </MethodField>
      </div>
      <MethodTextsFields name={method?.name} description={method?.description} errors={errors} />
      <div className="admin-form__row">
        <MethodField name="price" label={t('shipping.price')} hint="shipping.priceHint" errors={errors}>
          {(id, describedBy, invalid) => (
            <input id={id} name="price" className="field__input" inputMode="decimal" defaultValue={method ? centsToEuroInput(method.price) : ''} required aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </MethodField>
        <MethodField name="freeFrom" label={t('shipping.freeFrom')} hint="shipping.freeFromHint" errors={errors}>
          {(id, describedBy, invalid) => (
            <input id={id} name="freeFrom" className="field__input" inputMode="decimal" defaultValue={method?.freeFrom != null ? centsToEuroInput(method.freeFrom) : ''} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </MethodField>
      </div>
      <div className="admin-form__row">
        <MethodField name="countries" label={t('shipping.countries')} hint="shipping.countriesHint" errors={errors}>
          {(id, describedBy, invalid) => (
            <select id={id} name="countries" className="field__input" multiple size={8} defaultValue={method?.countries ?? []} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
              {countries.map((country) => (
                <option key={country.iso} value={country.iso}>
                  {country.name} ({country.iso})
                </option>
              ))}
            </select>
          )}
        </MethodField>
        <MethodField name="countryPrices" label={t('shipping.countryPrices')} hint="shipping.countryPricesHint" errors={errors}>
          {(id, describedBy, invalid) => (
            <textarea id={id} name="countryPrices" className="field__input" rows={6} defaultValue={countryPrices} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </MethodField>
      </div>
      <fieldset aria-describedby="branches-hint">
        <legend>{t('shipping.branches')}</legend>
        <p className="field__hint" id="branches-hint">
          {t('shipping.branchesHint')}
        </p>
        {errors?.branches ? (
          <p className="field__error" role="alert">
            {t(errors.branches.key)}
          </p>
        ) : null}
        {[...(method?.branches ?? []), ...Array.from({ length: NEW_BRANCH_ROWS }, () => null)].map((branch, index) => (
          <div className="admin-form__row shipping-branch" key={branch ? `branch-${branch.id}` : `new-${index}`}>
            <input type="hidden" name="branch.id" value={branch?.id ?? ''} />
            <label className="field">
              <span className="field__label">{branch ? t('shipping.branchName') : `${t('shipping.branchNew')}: ${t('shipping.branchName').toLowerCase()}`}</span>
              <input name="branch.name" className="field__input" defaultValue={branch?.name ?? ''} maxLength={200} />
            </label>
            <label className="field">
              <span className="field__label">{t('shipping.branchAddress')}</span>
              <input name="branch.address" className="field__input" defaultValue={branch?.address ?? ''} maxLength={300} />
            </label>
            {branch ? (
              <label className="field field--checkbox">
                <input type="checkbox" name="branch.remove" value={branch.id} aria-label={`${t('shipping.branchRemove')}: ${branch.name}`} />
                <span>{t('shipping.branchRemove')}</span>
              </label>
            ) : null}
          </div>
        ))}
      </fieldset>
      <label className="field field--checkbox">
        <input type="checkbox" name="isActive" defaultChecked={method?.isActive ?? true} />
        <span>{t('shipping.active')}</span>
      </label>
      <div>
        <button type="submit" className="button button--primary">
          {t('shipping.save')}
        </button>
      </div>
    </Form>
  )
}
