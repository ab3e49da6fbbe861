import { useCallback, useState, type FormEvent } from 'react'

/** The key a form control's message is stored under (consents by id, like the server reports them). */
function errorKey(target: EventTarget): string | null {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement)) return null
  return target.name === 'consent' ? `acceptedConsents.${target.value}` : target.name
}

/** Field messages of a checkout form; a message goes as soon as the buyer changes that field. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const onFormChange = useCallback((event: FormEvent<HTMLFormElement>) => {
    const key = errorKey(event.target)
    if (key) setErrors((current) => (key in current ? Object.fromEntries(Object.entries(current).filter(([name]) => name !== key)) : current))
  }, [])
  return { errors, setErrors, onFormChange }
}
