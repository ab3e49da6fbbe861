import { and, eq } from 'drizzle-orm'
import type { FormFieldView } from '../../common/forms/definition'
import { formFieldView, localized } from '../../common/forms/definition'
import type { FormValue, FormValues } from '../../common/forms/submission'
import { isLocale, type Locale } from '../../common/i18n/locales'
import { translate } from '../../common/i18n/translate'
import { hashToken, randomToken } from '../auth/tokens'
import type { Db } from '../db/client'
import { formSubmissions } from '../db/schema'
import { acceptConsents, truncateIp } from '../gdpr'
import { enqueueEmail } from '../outbox/enqueue'
import { findForm, formConsentAssignment, type FormRow } from './form-definitions'

export type SubmissionRow = typeof formSubmissions.$inferSelect

/** A stored value as a person reads it: option labels, Da/Ne, lists joined. */
export function displayValue(field: FormFieldView | undefined, value: FormValue | undefined, locale: Locale): string {
  if (value === undefined) return ''
  const label = (raw: string | number) => field?.options.find((option) => option.value === String(raw))?.label ?? String(raw)
  if (typeof value === 'boolean') return translate(locale, value ? 'forms.yes' : 'forms.no')
  if (Array.isArray(value)) return value.map(label).join(', ')
  return field && field.options.length > 0 ? label(value) : String(value)
}

/** "Label: value" lines of a submission, for the owner's e-mail (escaped when the template is filled). */
export function submissionSummary(fields: FormFieldView[], data: FormValues, locale: Locale): string {
  return fields
    .filter((field) => data[field.name] !== undefined)
    .map((field) => `${field.label}: ${displayValue(field, data[field.name], locale)}`)
    .join('\n')
}

interface Notice {
  siteId: number
  submissionId: number
  notifyEmail: string
  formTitle: string
  summary: string
  replyTo: string | null
  origin: string
}

/** The site owner's e-mail about a submission: once per submission, whatever retries. */
async function queueOwnerNotice(tx: Db, notice: Notice): Promise<void> {
  await enqueueEmail(tx, {
    siteId: notice.siteId,
    dedupeKey: `form.submission.owner:${notice.submissionId}`,
    email: {
      template: 'form.submission.owner',
      locale: 'hr',
      to: notice.notifyEmail,
      vars: {
        formTitle: notice.formTitle,
        summary: notice.summary,
        replyTo: notice.replyTo ?? '',
        submissionId: notice.submissionId,
        adminUrl: `${notice.origin}/admin/forms`,
      },
    },
  })
}

function ownerNoticeOf(form: FormRow, row: SubmissionRow, origin: string): Notice {
  const fields = form.fields.map((field) => formFieldView(field, 'hr'))
  return {
    siteId: row.siteId,
    submissionId: row.id,
    notifyEmail: form.notifyEmail,
    formTitle: localized(form.title, 'hr'),
    summary: submissionSummary(fields, row.data, 'hr'),
    replyTo: row.email,
    origin,
  }
}

/** The sender's address: the form's first e-mail field that was filled in. */
function senderEmail(form: FormRow, data: FormValues): string | null {
  const field = form.fields.find((candidate) => candidate.type === 'email' && typeof data[candidate.name] === 'string')
  return field ? (data[field.name] as string) : null
}

/**
 * §7 form/storeData: stores a validated, sanitised submission and, in the same transaction, logs the
 * consents the sender gave (a required one missing refuses it all, ADR 020) and queues either the
 * owner's notification or — when the form wants the sender confirmed — the sender's confirmation
 * link (single use; the owner hears of it once it is followed).
 */
export async function storeSubmission(
  db: Db,
  input: {
    form: FormRow
    data: FormValues
    locale: Locale
    ip: string
    origin: string
    consent: { acceptedIds: readonly number[]; userId: number | null; userAgent: string | null }
  },
): Promise<{ id: number; needsConfirmation: boolean }> {
  const { form } = input
  const email = senderEmail(form, input.data)
  const needsConfirmation = form.requiresEmailConfirmation && email !== null
  const token = needsConfirmation ? randomToken() : null
  return db.transaction(async (tx) => {
    await acceptConsents(tx, {
      siteId: form.siteId,
      assignedTo: formConsentAssignment(form.id),
      acceptedIds: input.consent.acceptedIds,
      sourceType: 'form',
      user: { userId: input.consent.userId, email },
      locale: input.locale,
      ip: input.ip,
      userAgent: input.consent.userAgent,
    })
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        siteId: form.siteId,
        formId: form.id,
        data: input.data,
        email,
        locale: input.locale,
        confirmed: needsConfirmation ? false : null,
        confirmTokenHash: token ? hashToken(token) : null,
        ipPrefix: truncateIp(input.ip),
      })
      .returning()
    if (!row) throw new Error('form submission insert returned nothing')
    if (token && email) {
      const confirmUrl = `${input.origin}/api/v1/cms/form/confirmEmail?token=${token}`
      await enqueueEmail(tx, {
        siteId: form.siteId,
        dedupeKey: `form.confirm:${row.id}`,
        email: { template: 'form.confirm', locale: input.locale, to: email, vars: { confirmUrl, formTitle: localized(form.title, input.locale) } },
      })
    } else {
      await queueOwnerNotice(tx, ownerNoticeOf(form, row, input.origin))
    }
    return { id: row.id, needsConfirmation }
  })
}

/** §7 form/confirmEmail: a valid token confirms its submission once and passes it on to the owner. */
export async function confirmSubmission(
  db: Db,
  input: { token: string; origin: string },
): Promise<SubmissionRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(formSubmissions)
      .set({ confirmed: true, confirmedAt: new Date(), confirmTokenHash: null })
      .where(and(eq(formSubmissions.confirmTokenHash, hashToken(input.token)), eq(formSubmissions.confirmed, false)))
      .returning()
    if (!row || row.formId === null) return row ?? null
    // Read inside the transaction: the embedded database has one connection.
    const form = await findForm(tx, { siteId: row.siteId, idOrHandle: row.formId })
    await queueOwnerNotice(tx, ownerNoticeOf(form, row, input.origin))
    return row
  })
}

/** §7 contact/contactAdmin: a plain message to the site owner, kept like a form submission without a form. */
export async function storeContactMessage(
  db: Db,
  input: { siteId: number; notifyEmail: string; data: { name: string; email: string; phone?: string; message: string }; locale: Locale; ip: string; origin: string },
): Promise<{ id: number }> {
  const data: FormValues = Object.fromEntries(Object.entries(input.data).filter(([, value]) => value !== undefined && value !== ''))
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({ siteId: input.siteId, formId: null, data, email: input.data.email, locale: input.locale, ipPrefix: truncateIp(input.ip) })
      .returning()
    if (!row) throw new Error('contact message insert returned nothing')
    const labels = { name: 'forms.contactName', email: 'forms.contactEmail', phone: 'forms.contactPhone', message: 'forms.contactMessage' } as const
    const summary = (Object.keys(labels) as (keyof typeof labels)[])
      .filter((key) => data[key] !== undefined)
      .map((key) => `${translate('hr', labels[key])}: ${String(data[key])}`)
      .join('\n')
    await queueOwnerNotice(tx, {
      siteId: input.siteId,
      submissionId: row.id,
      notifyEmail: input.notifyEmail,
      formTitle: translate('hr', 'forms.contactForm'),
      summary,
      replyTo: input.data.email,
      origin: input.origin,
    })
    return { id: row.id }
  })
}

export function submissionLocale(row: SubmissionRow): Locale {
  return isLocale(row.locale) ? row.locale : 'hr'
}
