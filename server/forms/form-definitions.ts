import { and, asc, eq } from 'drizzle-orm'
import { formFieldsSchema, formFieldView, localized, type FormView } from '../../common/forms/definition'
import type { Locale } from '../../common/i18n/locales'
import type { Config } from '../config'
import type { AssignedTo } from '../../common/consent/consents'
import type { Db } from '../db/client'
import { assignedConsents } from '../gdpr'
import { forms } from '../db/schema'
import { ApiError } from '../http/api-error'

export type FormRow = typeof forms.$inferSelect

/** The consent assignment of a form (§3 `assigned_to`). */
export function formConsentAssignment(formId: number): AssignedTo {
  return `form:${formId}`
}

/**
 * What the site shows of a form, in the visitor's language, with the consents assigned to it;
 * reCAPTCHA only when both keys are set.
 */
export async function formView(db: Db, row: FormRow, locale: Locale, recaptcha: Config['recaptcha']): Promise<FormView> {
  const consentAssignment = formConsentAssignment(row.id)
  return {
    id: row.id,
    handle: row.handle,
    title: localized(row.title, locale),
    fields: row.fields.map((field) => formFieldView(field, locale)),
    requiresEmailConfirmation: row.requiresEmailConfirmation,
    consentAssignment,
    consents: await assignedConsents(db, { siteId: row.siteId, assignedTo: consentAssignment, locale }),
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
  const views = await Promise.all(rows.filter((row) => wanted.has(row.handle)).map((row) => formView(db, row, input.locale, input.recaptcha)))
  return Object.fromEntries(views.map((view) => [view.handle, view]))
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
