import { z } from '../validation/z'
import type { Locale } from '../i18n/locales'
import { translate } from '../i18n/translate'
import { zodIssueMessage } from '../validation/messages'
import { FORM_SUBMISSION_MAX, type FormFieldView } from './definition'

const PHONE = /^\+?[\d\s/().-]{6,30}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

/** A stored value: text, a number, a yes/no answer or the chosen options. */
export type FormValue = string | number | boolean | string[] | number[]
export type FormValues = Record<string, FormValue>

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

function isRealDate(text: string): boolean {
  const day = text.slice(0, 10)
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

/** One field's rule. `clean` turns a text into plain text (the server's sanitiser; identity in the browser). */
function fieldSchema(field: FormFieldView, clean: (text: string) => string): z.ZodType<FormValue> {
  const text = () => z.string().overwrite(clean).trim().max(field.maxLength)
  const optionValues = field.options.map((option) => option.value)
  const option = z.union([z.string(), z.number()]).transform((value, ctx) => {
    const key = String(value)
    if (!optionValues.includes(key)) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid' })
      return z.NEVER
    }
    return field.valueType === 'number' ? Number(key) : key
  })
  switch (field.type) {
    case 'email':
      return text().pipe(z.email('validation.email')).transform((value) => value.toLowerCase())
    case 'phone':
      return text().regex(PHONE, 'forms.phone')
    case 'text':
    case 'textarea':
      return field.required ? text().min(1, 'validation.required') : text()
    case 'dropdown':
    case 'textSwatch':
    case 'visualSwatch':
      return option as z.ZodType<FormValue>
    case 'multipleSelect':
      return z.array(option).max(field.options.length).min(field.required ? 1 : 0, 'validation.required') as z.ZodType<FormValue>
    case 'numberField': {
      let number = z.coerce.number<unknown>('validation.invalid').refine(Number.isFinite, 'validation.invalid')
      if (field.min !== undefined) number = number.refine((n) => n >= (field.min ?? n), { message: 'forms.numberMin', params: { min: field.min } })
      if (field.max !== undefined) number = number.refine((n) => n <= (field.max ?? n), { message: 'forms.numberMax', params: { max: field.max } })
      return number
    }
    case 'yesNo':
      return z.union([z.boolean(), z.enum(['yes', 'no']).transform((value) => value === 'yes')])
    case 'date':
      return z.string().regex(DATE, 'forms.date').refine(isRealDate, 'forms.date')
    case 'dateTime':
      return z.string().regex(DATE_TIME, 'forms.dateTime').refine(isRealDate, 'forms.dateTime')
  }
}

/**
 * The one schema of a submission, built from the form's definition: every field by its type, the
 * required ones present, unknown names dropped, and the whole no larger than FORM_SUBMISSION_MAX.
 * The browser and the server use the same schema; only the server passes a sanitiser as `clean`.
 */
export function formDataSchema(fields: FormFieldView[], clean: (text: string) => string = (text) => text) {
  const shape: Record<string, z.ZodType> = {}
  for (const field of fields) {
    const rule = fieldSchema(field, clean)
    // An empty answer to an optional field is no answer; a required one says so.
    const present = z.custom<unknown>((value) => value !== undefined, 'validation.required')
    shape[field.name] = z.preprocess((value) => (isEmpty(value) ? undefined : value), field.required ? present.pipe(rule) : rule.optional())
  }
  return z
    .object(shape)
    .superRefine((values, ctx) => {
      if (JSON.stringify(values).length > FORM_SUBMISSION_MAX) ctx.addIssue({ code: 'custom', path: ['_'], message: 'forms.tooLarge' })
    })
    .transform((values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as FormValues)
}

/** Field name → translated message; custom rules with parameters (number bounds) are filled in here. */
export function formFieldErrors(error: z.ZodError, locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_')
    if (fields[key]) continue
    const params = issue.code === 'custom' ? (issue.params as Record<string, number> | undefined) : undefined
    if (params && (issue.message === 'forms.numberMin' || issue.message === 'forms.numberMax')) {
      fields[key] = translate(locale, issue.message, params)
    } else {
      fields[key] = zodIssueMessage(issue, locale)
    }
  }
  return fields
}
