import { z } from '../validation/z'
import type { AssignedConsent, AssignedTo } from '../consent/consents'
import { locales, type Locale } from '../i18n/locales'

/**
 * A form definition stored in the CMS (issue 13 point 5). Field types are the §3 custom field
 * types (dropdown, numberField, multipleSelect, textSwatch, visualSwatch, yesNo, dateTime, date)
 * plus the plain ones a contact form needs (text, email, phone, textarea).
 */
export const formFieldTypes = [
  'text',
  'email',
  'phone',
  'textarea',
  'dropdown',
  'numberField',
  'multipleSelect',
  'textSwatch',
  'visualSwatch',
  'yesNo',
  'dateTime',
  'date',
] as const
export type FormFieldType = (typeof formFieldTypes)[number]

/** Types whose value is one of the field's options, or several of them (multipleSelect). */
export const optionFieldTypes: readonly FormFieldType[] = ['dropdown', 'multipleSelect', 'textSwatch', 'visualSwatch']

/** Per field and per submission, so one form cannot fill the database (issue 13 "a size limit per field"). */
export const FORM_FIELD_MAX = 5000
export const FORM_SUBMISSION_MAX = 20_000
export const FORM_MAX_FIELDS = 40

/** A text in every language; hr is required, the others fall back to it. */
export const localizedTextSchema = z.object({
  hr: z.string().trim().min(1).max(200),
  en: z.string().trim().max(200).optional(),
  de: z.string().trim().max(200).optional(),
})
export type LocalizedText = z.infer<typeof localizedTextSchema>

export function localized(text: LocalizedText, locale: Locale): string {
  return (locale === 'hr' ? text.hr : text[locale]) || text.hr
}

const fieldNameSchema = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, 'validation.invalid')

export const formFieldOptionSchema = z.object({
  value: z.string().trim().min(1).max(80),
  label: localizedTextSchema,
  /** visualSwatch: the colour shown (a CSS hex colour). */
  swatch: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
})

export const formFieldSchema = z
  .object({
    type: z.enum(formFieldTypes),
    name: fieldNameSchema,
    label: localizedTextSchema,
    required: z.boolean().default(false),
    /** §3 value types: what a dropdown or swatch value is stored as. */
    valueType: z.enum(['text', 'number']).default('text'),
    options: z.array(formFieldOptionSchema).max(50).default([]),
    /** numberField bounds. */
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    /** Text fields: the most characters (at most FORM_FIELD_MAX). */
    maxLength: z.number().int().min(1).max(FORM_FIELD_MAX).optional(),
  })
  .superRefine((field, ctx) => {
    if (optionFieldTypes.includes(field.type) && field.options.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'validation.required' })
    }
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'validation.invalid' })
    }
    if (field.valueType === 'number' && field.options.some((option) => !Number.isFinite(Number(option.value)))) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'validation.invalid' })
    }
  })
export type FormField = z.infer<typeof formFieldSchema>

export const formFieldsSchema = z
  .array(formFieldSchema)
  .min(1)
  .max(FORM_MAX_FIELDS)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>()
    fields.forEach((field, index) => {
      if (seen.has(field.name)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'validation.invalid' })
      seen.add(field.name)
    })
  })

/** What the site shows of a form: its fields in the visitor's language and whether reCAPTCHA runs. */
export interface FormView {
  id: number
  handle: string
  title: string
  fields: FormFieldView[]
  requiresEmailConfirmation: boolean
  /** Where this form's consents are assigned (§3 consent assignment `assigned_to`), e.g. `form:3`. */
  consentAssignment: AssignedTo
  /** The consents assigned there, each in its newest wording; ticked version ids go back with the data. */
  consents: AssignedConsent[]
  /** reCAPTCHA v2 invisible (§9) when the site has keys; null means honeypot and rate limits only. */
  recaptcha: { siteKey: string; version: 2; size: 'invisible' } | null
}

export interface FormFieldView {
  type: FormFieldType
  name: string
  label: string
  required: boolean
  valueType: 'text' | 'number'
  options: { value: string; label: string; swatch?: string }[]
  min?: number
  max?: number
  maxLength: number
}

export function formFieldView(field: FormField, locale: Locale): FormFieldView {
  return {
    type: field.type,
    name: field.name,
    label: localized(field.label, locale),
    required: field.required,
    valueType: field.valueType,
    options: field.options.map((option) => ({
      value: option.value,
      label: localized(option.label, locale),
      ...(option.swatch ? { swatch: option.swatch } : {}),
    })),
    ...(field.min !== undefined ? { min: field.min } : {}),
    ...(field.max !== undefined ? { max: field.max } : {}),
    maxLength: field.maxLength ?? (field.type === 'textarea' ? FORM_FIELD_MAX : 300),
  }
}

export const formLocales = locales
