import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { FormView } from '#common/forms/definition'
import { useToast } from '~/components/ui/toast-context'
import { sendJson } from '~/features/community/community-api'
import { useLocale, useSiteShell, useT } from '~/lib/site-shell'
import { AssignedConsentFields } from '~/features/privacy/assigned-consent-fields'
import { FormField } from './form-field'
import { executeRecaptcha, RecaptchaError } from './recaptcha'

type Outcome = { kind: 'sent'; needsConfirmation: boolean } | { kind: 'error'; message: string } | null

/** The answers of a form as the API takes them: checkbox groups as lists, everything else as text. */
function readValues(form: HTMLFormElement, view: FormView): Record<string, unknown> {
  const data = new FormData(form)
  return Object.fromEntries(
    view.fields.map((field) => [field.name, field.type === 'multipleSelect' ? data.getAll(field.name).map(String) : String(data.get(field.name) ?? '')]),
  )
}

/**
 * A CMS form (issue 13 point 5): validated in the browser with the server's own schema, sent once
 * at a time (§5 submit guard), protected by reCAPTCHA v2 invisible when the site has keys, by a
 * honeypot and the server's limits when it has not.
 */
export function CmsForm({ form }: { form: FormView }) {
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const siteKey = useSiteShell()?.recaptchaSiteKey ?? null
  const baseId = useId()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [isSending, setIsSending] = useState(false)
  const isBusy = useRef(false)
  const recaptchaBox = useRef<HTMLDivElement>(null)
  const sentNotice = useRef<HTMLParagraphElement>(null)
  // The form gives way to the thank-you note: move focus (and the view) there so no one is left behind.
  useEffect(() => {
    if (outcome?.kind === 'sent') sentNotice.current?.focus()
  }, [outcome])
  const fieldId = (name: string) => `${baseId}-${name}`

  function showFieldErrors(target: HTMLFormElement, fields: Record<string, string>) {
    setErrors(fields)
    const first = form.fields.find((field) => fields[field.name])
    if (first) target.querySelector<HTMLElement>(`[data-field="${first.name}"]`)?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isBusy.current) return
    const target = event.currentTarget
    const values = readValues(target, form)
    const acceptedConsents = new FormData(target).getAll('consent').map(Number)
    // The validator (zod) loads with the first submission: visitors who never send a form never download it.
    isBusy.current = true
    const { formDataSchema, formFieldErrors } = await import('#common/forms/submission').finally(() => (isBusy.current = false))
    const checked = formDataSchema(form.fields).safeParse(values)
    // The server refuses the same way (ADR 020); asking first saves a round trip.
    const missingConsents = Object.fromEntries(
      form.consents.filter((consent) => consent.required && !acceptedConsents.includes(consent.id)).map((consent) => [`acceptedConsents.${consent.id}`, t('core.notifications.consentRequired')]),
    )
    if (!checked.success || Object.keys(missingConsents).length > 0) {
      showFieldErrors(target, { ...(checked.success ? {} : formFieldErrors(checked.error, locale)), ...missingConsents })
      setOutcome({ kind: 'error', message: t('forms.fixErrors') })
      return
    }
    isBusy.current = true
    setIsSending(true)
    setErrors({})
    setOutcome(null)
    try {
      let recaptchaResponse: string | undefined
      if (siteKey && recaptchaBox.current) recaptchaResponse = await executeRecaptcha({ siteKey, version: 2 }, recaptchaBox.current, locale)
      const honeypot = new FormData(target).get('izlog_hp')
      const result = await sendJson<{ id: number; needsConfirmation: boolean }>(locale, '/api/v1/cms/form/storeData', {
        id: form.id,
        data: values,
        website: typeof honeypot === 'string' ? honeypot : '',
        acceptedConsents,
        ...(recaptchaResponse ? { recaptchaKey: siteKey, recaptchaResponse } : {}),
      })
      if (result.ok) {
        target.reset()
        setOutcome({ kind: 'sent', needsConfirmation: result.data.needsConfirmation })
        return
      }
      showFieldErrors(target, result.fields)
      setOutcome({ kind: 'error', message: result.message })
      toast.error(result.message)
    } catch (error) {
      const message = t(error instanceof RecaptchaError ? error.messageKey : 'error.somethingWentWrong')
      setOutcome({ kind: 'error', message })
      toast.error(message)
    } finally {
      isBusy.current = false
      setIsSending(false)
    }
  }

  if (outcome?.kind === 'sent') {
    return (
      <p className="form-notice form-notice--success cms-form__sent" role="status" tabIndex={-1} ref={sentNotice}>
        {t(outcome.needsConfirmation ? 'forms.sentConfirm' : 'forms.sent')}
      </p>
    )
  }
  return (
    <form className="cms-form" onSubmit={submit} noValidate aria-labelledby={`${baseId}-title`} data-consent-assignment={form.consentAssignment}>
      <h3 className="cms-form__title" id={`${baseId}-title`}>
        {form.title}
      </h3>
      <p className="cms-form__note">{t('forms.requiredNote')}</p>
      {outcome?.kind === 'error' ? (
        <p className="form-notice form-notice--error" role="alert">
          {outcome.message}
        </p>
      ) : null}
      <div className="cms-form__fields">
        {form.fields.map((field) => (
          <FormField key={field.name} field={field} id={fieldId(field.name)} error={errors[field.name]} />
        ))}
      </div>
      <AssignedConsentFields consents={form.consents} errors={errors} />
      <div className="comment-form__trap" aria-hidden="true">
        <label htmlFor={`${baseId}-hp`}>{t('community.honeypot')}</label>
        <input id={`${baseId}-hp`} name="izlog_hp" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div ref={recaptchaBox} className="cms-form__recaptcha" />
      {siteKey ? <p className="cms-form__note">{t('forms.recaptchaNotice')}</p> : null}
      <button className="button button--primary cms-form__submit" type="submit" disabled={isSending} aria-busy={isSending || undefined}>
        {isSending ? t('forms.sending') : t('forms.submit')}
      </button>
    </form>
  )
}
