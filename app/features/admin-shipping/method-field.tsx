import type { ReactNode } from 'react'
import type { AdminMessageKey } from '#common/i18n/admin'
import type { ShippingFieldErrors } from '#server/admin/shipping-forms'
import { useAdminT } from '../admin/use-admin-t'

interface MethodFieldProps {
  name: string
  label: string
  errors: ShippingFieldErrors | undefined
  hint?: AdminMessageKey
  children: (id: string, describedBy: string | undefined, invalid: boolean) => ReactNode
}

/** One labelled field of a delivery or payment method form, with its hint and, after a refused save, its message. */
export function MethodField({ name, label, errors, hint, children }: MethodFieldProps) {
  const t = useAdminT()
  const error = errors?.[name]
  const id = `method-${name.replace('.', '-')}`
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(id, describedBy, Boolean(error))}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {t(hint)}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {t(error.key, error.params)}
        </p>
      ) : null}
    </div>
  )
}
