import { and, eq } from 'drizzle-orm'
import {
  mailTemplateKeys,
  mailTemplateLocales,
  type MailTemplatePreview,
  type MailTemplateRef,
  type MailTemplateSaveInput,
  type MailTemplateSummary,
  type MailTemplateTestInput,
  type MailTemplateView,
} from '../../common/mail-templates/schemas'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { emailTemplates } from '../db/schema'
import { enqueueEmail } from '../outbox/enqueue'
import { allowedVariables, builtInTemplates } from './built-in-templates'
import { sanitizePreviewHtml } from './preview-sanitizer'
import { layoutMail } from '../mail-layout/render-mail'
import { loadMailBrand } from '../mail-layout/mail-brand'
import { builtInText, isCustomised, storedTemplates } from './template-store'
import { isLegacyBuiltIn } from './legacy-templates'
import { assertKnownVariables } from './template-variables'
import { randomUUID } from 'node:crypto'

/** Every template with the languages this site has changed (the admin list). */
export async function listMailTemplates(db: Db, siteId: number): Promise<MailTemplateSummary[]> {
  const rows = await db.select().from(emailTemplates).where(eq(emailTemplates.siteId, siteId))
  return mailTemplateKeys.map((key) => ({
    key,
    variables: allowedVariables(key),
    customisedLocales: mailTemplateLocales.filter((locale) => rows.some((row) => row.key === key && row.locale === locale && isCustomised(row))),
  }))
}

/** One template in one language as senders use it now. */
export async function loadMailTemplate(db: Db, input: MailTemplateRef & { siteId: number }): Promise<MailTemplateView> {
  const [stored] = await storedTemplates(db, input.siteId, input.key, [input.locale])
  // A stored copy of an old built-in text shows as today's built-in text (legacy-templates.ts).
  const row = stored && !isLegacyBuiltIn(stored) ? stored : undefined
  const builtIn = builtInTemplates[input.key].defaults[input.locale]
  const text = row ?? builtIn
  return {
    key: input.key,
    locale: input.locale,
    subject: text.subject,
    body: text.body,
    customised: row ? isCustomised(row) : false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    variables: allowedVariables(input.key),
  }
}

/** Stores the site's text for a template (refused when it names an unknown variable); audited. */
export async function saveMailTemplate(db: Db, input: MailTemplateSaveInput & { siteId: number; actor: AuditActor }): Promise<MailTemplateView> {
  assertKnownVariables(input.key, input)
  return db.transaction(async (tx) => {
    const before = await loadMailTemplate(tx, input)
    const now = new Date()
    await tx
      .insert(emailTemplates)
      .values({
        siteId: input.siteId,
        key: input.key,
        locale: input.locale,
        subject: input.subject,
        body: input.body,
        updatedBy: input.actor.id,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [emailTemplates.siteId, emailTemplates.key, emailTemplates.locale],
        set: { subject: input.subject, body: input.body, updatedBy: input.actor.id, updatedAt: now },
      })
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: 'mailTemplate.save',
      entityType: 'mail_template',
      entityId: `${input.key}:${input.locale}`,
      before: { subject: before.subject, body: before.body },
      after: { subject: input.subject, body: input.body },
    })
    return loadMailTemplate(tx, input)
  })
}

/** Back to the built-in text: the stored copy goes, so later releases' wording applies again; audited. */
export async function resetMailTemplate(db: Db, input: MailTemplateRef & { siteId: number; actor: AuditActor }): Promise<MailTemplateView> {
  return db.transaction(async (tx) => {
    const before = await loadMailTemplate(tx, input)
    await tx
      .delete(emailTemplates)
      .where(and(eq(emailTemplates.siteId, input.siteId), eq(emailTemplates.key, input.key), eq(emailTemplates.locale, input.locale)))
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: 'mailTemplate.reset',
      entityType: 'mail_template',
      entityId: `${input.key}:${input.locale}`,
      before: { subject: before.subject, body: before.body },
      after: builtInText(input.key, input.locale),
    })
    return loadMailTemplate(tx, input)
  })
}

/** A text (saved or not) filled with the template's sample data; the HTML is sanitised, so a preview runs nothing. */
export async function previewMailTemplate(db: Db, input: MailTemplateSaveInput & { siteId: number; origin: string }): Promise<MailTemplatePreview> {
  assertKnownVariables(input.key, input)
  // The preview shows the whole e-mail, the layout around the text, as the customer will see it.
  const brand = await loadMailBrand(db, { siteId: input.siteId, origin: input.origin, mailFrom: '' })
  const mail = await layoutMail({ brand, locale: input.locale, template: input, values: builtInTemplates[input.key].sample })
  return { subject: mail.subject, html: sanitizePreviewHtml(mail.html) }
}

/**
 * Queues the template as stored, filled with sample data, to one address: it goes the way real
 * e-mails go (outbox → mailer → `data/mail/*.eml` or SMTP), through the same renderer. Audited.
 */
export async function sendTestMail(db: Db, input: MailTemplateTestInput & { siteId: number; actor: AuditActor }): Promise<void> {
  const vars: Record<string, string | number | boolean | null> = {}
  const htmlVars: Record<string, string> = {}
  for (const [name, value] of Object.entries(builtInTemplates[input.key].sample)) {
    if (value !== null && typeof value === 'object') htmlVars[name] = value.html
    else vars[name] = value
  }
  await db.transaction(async (tx) => {
    await enqueueEmail(tx, {
      siteId: input.siteId,
      dedupeKey: `mail-template-test:${input.key}:${input.locale}:${randomUUID()}`,
      email: { template: input.key, locale: input.locale, to: input.to, vars, htmlVars },
    })
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: 'mailTemplate.test',
      entityType: 'mail_template',
      entityId: `${input.key}:${input.locale}`,
      after: { to: input.to },
    })
  })
}
