import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { centsToEuroInput } from '#common/catalog/product-edit'
import type { CouponDetailView } from '#common/coupons/schemas'
import type { AdminMessageKey } from '#common/i18n/admin'
import { useAdminT } from '../admin/use-admin-t'

export type CouponFieldErrors = Record<string, { key: AdminMessageKey; params?: Record<string, string> }>

interface FieldProps {
  name: string
  label: AdminMessageKey
  errors: CouponFieldErrors | undefined
  hint?: AdminMessageKey
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode
}

/** One labelled field with its hint and, after a refused save, its message. */
function Field({ name, label, errors, hint, children }: FieldProps) {
  const t = useAdminT()
  const error = errors?.[name]
  const describedBy = [hint ? `coupon-${name}-hint` : '', error ? `coupon-${name}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={`coupon-${name}`}>
        {t(label)}
      </label>
      {children(describedBy, Boolean(error))}
      {hint ? (
        <p className="field__hint" id={`coupon-${name}-hint`}>
          {t(hint)}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`coupon-${name}-error`}>
          {t(error.key, error.params)}
        </p>
      ) : null}
    </div>
  )
}

interface CouponFormProps {
  coupon: CouponDetailView | null
  categories: { id: number; name: string }[]
  errors?: CouponFieldErrors
}

/** Create or edit a coupon: every rule the cart checks (ADR 011). Posts to its own route's action. */
export function CouponForm({ coupon, categories, errors }: CouponFormProps) {
  const t = useAdminT()
  const input = (name: string, props: Record<string, string | number | undefined> = {}) => (describedBy: string | undefined, invalid: boolean) => (
    <input id={`coupon-${name}`} name={name} className="field__input" aria-describedby={describedBy} aria-invalid={invalid || undefined} {...props} />
  )
  const value = coupon ? (coupon.type === 'fixed' ? centsToEuroInput(coupon.value) : String(coupon.value)) : ''
  return (
    <Form method="post" className="admin-form coupon-form" noValidate>
      {errors ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {t('coupons.invalid')}
        </p>
      ) : null}
      <Field name="code" label="coupons.code" hint="coupons.codeHint" errors={errors}>
        {input('code', { defaultValue: coupon?.code, required: 'required', maxLength: 40, autoComplete: 'off' })}
      </Field>
      <div className="admin-form__row">
        <Field name="type" label="coupons.type" errors={errors}>
          {(describedBy) => (
            <select id="coupon-type" name="type" className="field__input" defaultValue={coupon?.type ?? 'percentage'} aria-describedby={describedBy}>
              <option value="percentage">{t('coupons.type.percentage')}</option>
              <option value="fixed">{t('coupons.type.fixed')}</option>
            </select>
          )}
        </Field>
        <Field name="value" label="coupons.value" hint="coupons.valueHint" errors={errors}>
          {input('value', { defaultValue: value, inputMode: 'decimal', required: 'required' })}
        </Field>
      </div>
      <fieldset>
        <legend>{t('coupons.scope')}</legend>
        <p className="field__hint">{t('coupons.scopeHint')}</p>
        <Field name="productSkus" label="coupons.productSkus" errors={errors}>
          {input('productSkus', { defaultValue: coupon?.productSkus.join(', '), autoComplete: 'off' })}
        </Field>
        <Field name="categoryIds" label="coupons.categories" errors={errors}>
          {(describedBy) => (
            <select id="coupon-categoryIds" name="categoryIds" className="field__input" multiple defaultValue={coupon?.categoryIds.map(String) ?? []} aria-describedby={describedBy}>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <Field name="minCartValue" label="coupons.minCartValue" errors={errors}>
        {input('minCartValue', { defaultValue: coupon && coupon.minCartValue > 0 ? centsToEuroInput(coupon.minCartValue) : '', inputMode: 'decimal' })}
      </Field>
      <div className="admin-form__row">
        <Field name="validFrom" label="coupons.validFrom" errors={errors}>
          {input('validFrom', { type: 'date', defaultValue: coupon?.validFrom ?? '' })}
        </Field>
        <Field name="validUntil" label="coupons.validUntil" errors={errors}>
          {input('validUntil', { type: 'date', defaultValue: coupon?.validUntil ?? '' })}
        </Field>
      </div>
      <div className="admin-form__row">
        <Field name="usageLimit" label="coupons.usageLimit" errors={errors}>
          {input('usageLimit', { type: 'number', min: 1, step: 1, defaultValue: coupon?.usageLimit ?? '' })}
        </Field>
        <Field name="usageLimitPerCustomer" label="coupons.usageLimitPerCustomer" errors={errors}>
          {input('usageLimitPerCustomer', { type: 'number', min: 1, step: 1, defaultValue: coupon?.usageLimitPerCustomer ?? '' })}
        </Field>
      </div>
      <label className="field field--checkbox">
        <input type="checkbox" name="freeDelivery" defaultChecked={coupon?.freeDelivery ?? false} />
        <span>{t('coupons.freeDelivery')}</span>
      </label>
      <label className="field field--checkbox">
        <input type="checkbox" name="isActive" defaultChecked={coupon?.isActive ?? true} />
        <span>{t('coupons.isActive')}</span>
      </label>
      <div>
        <button type="submit" className="button button--primary">
          {t('coupons.save')}
        </button>
      </div>
    </Form>
  )
}
