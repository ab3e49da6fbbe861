import { and, asc, eq } from 'drizzle-orm'
import { formFieldsSchema, formFieldView, localized, type FormView } from '../../common/forms/definition'
import type { Locale } from '../../common/i18n/locales'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { forms } from '../db/schema'
import { ApiError } from '../http/api-error'

export type FormRow = typeof forms.$inferSelect

/** The consent assignment of a form (§3 `assigned_to`): the GDPR consent work attaches consents to it. */
export function formConsentAssignment(formId: number): string {
  return `form:${formId}`
}

/** What the site shows of a form, in the visitor's language; reCAPTCHA only when both keys are set. */
export function formView(row: FormRow, locale: Locale, recaptcha: Config['recaptcha']): FormView {
  return {
    id: row.id,
    handle: row.handle,
    title: localized(row.title, locale),
    fields: row.fields.map((field) => formFieldView(field, locale)),
    requiresEmailConfirmation: row.requiresEmailConfirmation,
    consentAssignment: formConsentAssignment(row.id),
    recaptcha: recaptcha ? { siteKey: recaptcha.siteKey, version: 2, size: 'invisible' } : null,
  }
}

export function listForms(db: Db, input: { siteId: number }): Promise<FormRow[]> {
  return db.select().from(forms).where(eq(forms.siteId, input.siteId)).orderBy(asc(forms.id))
}

/** A form by id or handle (sections refer to the handle, API clients to either); 404 when missing. */
export async function findForm(db: Db, input: { siteId: number; idOrHandle: number | string }): Promise<FormRow> {
  const match = typeof input.idOrHandle === 'number' ? eq(forms.id, input.idOrHandle) : eq(forms.handle, input.idOrHandle)
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.siteId, input.siteId), match))
  if (!row) throw new ApiError(404, 'FORM_NOT_FOUND', 'forms.notFound')
  return row
}

/** The forms a page's form sections name, by handle, for rendering with the page. */
export async function findFormViews(
  db: Db,
  input: { siteId: number; handles: string[]; locale: Locale; recaptcha: Config['recaptcha'] },
): Promise<Record<string, FormView>> {
  if (input.handles.length === 0) return {}
  const rows = await listForms(db, { siteId: input.siteId })
  const wanted = new Set(input.handles)
  return Object.fromEntries(rows.filter((row) => wanted.has(row.handle)).map((row) => [row.handle, formView(row, input.locale, input.recaptcha)]))
}

/** Creates or replaces a form by handle; the fields pass the definition schema first. */
export async function saveForm(
  db: Db,
  input: { siteId: number; handle: string; title: FormRow['title']; fields: unknown; notifyEmail: string; requiresEmailConfirmation?: boolean },
): Promise<FormRow> {
  const fields = formFieldsSchema.parse(input.fields)
  if (input.requiresEmailConfirmation && !fields.some((field) => field.type === 'email' && field.required)) {
    throw new Error('a form that confirms the sender needs a required e-mail field')
  }
  const values = {
    title: input.title,
    fields,
    notifyEmail: input.notifyEmail,
    requiresEmailConfirmation: input.requiresEmailConfirmation ?? false,
    updatedAt: new Date(),
  }
  const [row] = await db
    .insert(forms)
    .values({ siteId: input.siteId, handle: input.handle, ...values })
    .onConflictDoUpdate({ target: [forms.siteId, forms.handle], set: values })
    .returning()
  if (!row) throw new Error('form upsert returned nothing')
  return row
}
