import { Form } from 'react-router'
import { paymentTypes, type PaymentMethodDetailView } from '#common/shipping/schemas'
import type { ShippingFieldErrors } from '#server/admin/shipping-forms'
import { useAdminT } from '../admin/use-admin-t'
import { MethodField } from './method-field'
import { MethodTextsFields } from './method-texts-fields'

interface PaymentMethodFormProps {
  method: PaymentMethodDetailView | null
  deliveryMethods: { id: number; code: string; name: string }[]
  errors?: ShippingFieldErrors
}

/** Create or edit a payment method: type, texts, the delivery methods it goes with, order, on/off. */
export function PaymentMethodForm({ method, deliveryMethods, errors }: PaymentMethodFormProps) {
  const t = useAdminT()
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
        <MethodField name="type" label={t('shipping.type')} errors={errors}>
          {(id, describedBy) => (
            <select id={id} name="type" className="field__input" defaultValue={method?.type ?? 'bank_transfer'} aria-describedby={describedBy}>
              {paymentTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`shipping.type.${type}`)}
                </option>
              ))}
            </select>
          )}
        </MethodField>
        <MethodField name="position" label={t('shipping.position')} hint="shipping.positionHint" errors={errors}>
          {(id, describedBy, invalid) => (
            <input id={id} name="position" type="number" min={0} step={1} className="field__input" defaultValue={method?.position ?? 0} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </MethodField>
      </div>
      <MethodTextsFields name={method?.name} description={method?.description} errors={errors} />
      <fieldset aria-describedby="payment-delivery-hint">
        <legend>{t('shipping.deliveryMethods')}</legend>
        <p className="field__hint" id="payment-delivery-hint">
          {t('shipping.deliveryMethodsHint')}
        </p>
        {errors?.deliveryMethodIds ? (
          <p className="field__error" role="alert">
            {t(errors.deliveryMethodIds.key)}
          </p>
        ) : null}
        {deliveryMethods.map((delivery) => (
          <label className="field field--checkbox" key={delivery.id}>
            <input type="checkbox" name="deliveryMethodIds" value={delivery.id} defaultChecked={method?.deliveryMethodIds.includes(delivery.id) ?? false} />
            <span>
              {delivery.name} ({delivery.code})
            </span>
          </label>
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
