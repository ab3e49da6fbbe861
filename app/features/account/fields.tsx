import { useId, type ReactNode } from 'react'

interface FieldProps {
  name: string
  label: string
  type?: 'text' | 'email' | 'password' | 'tel'
  autoComplete?: string
  defaultValue?: string
  error?: string
  required?: boolean
  maxLength?: number
}

/** A labelled input with its §5 message underneath, tied together for screen readers. */
export function Field({ name, label, type = 'text', autoComplete, defaultValue, error, required, maxLength }: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        className="field__input"
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function CheckboxField({
  name,
  label,
  error,
  checked,
  defaultChecked,
  value,
  onChange,
}: {
  name: string
  label: ReactNode
  error?: string
  checked?: boolean
  defaultChecked?: boolean
  value?: string
  onChange?: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        defaultChecked={defaultChecked}
        value={value}
        onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
