import type { Db } from '../db/client'
import { emailTemplates } from '../db/schema'

/**
 * The form e-mails as first installed; the back office edits the stored copies (email_templates).
 * Placeholders: formTitle, summary ("Label: value" lines, escaped), replyTo, adminUrl, confirmUrl.
 */
type Template = { subject: string; body: string }

const summaryBlock = '<pre style="white-space:pre-wrap;font-family:inherit;background:#f5f7fa;padding:12px;border-radius:6px">{{summary}}</pre>'

export const formMailTemplates = {
  'form.submission.owner': {
    hr: {
      subject: 'Nova poruka: {{formTitle}}',
      body: `<p>Stigla je nova poruka putem obrasca <strong>{{formTitle}}</strong>.</p>${summaryBlock}<p>Odgovorite na: {{replyTo}}</p><p class="button"><a href="{{adminUrl}}">Sve poruke u administraciji</a></p>`,
    },
    en: {
      subject: 'New message: {{formTitle}}',
      body: `<p>A new message arrived through the form <strong>{{formTitle}}</strong>.</p>${summaryBlock}<p>Reply to: {{replyTo}}</p><p class="button"><a href="{{adminUrl}}">All messages in the admin</a></p>`,
    },
    de: {
      subject: 'Neue Nachricht: {{formTitle}}',
      body: `<p>Über das Formular <strong>{{formTitle}}</strong> ist eine neue Nachricht eingegangen.</p>${summaryBlock}<p>Antwort an: {{replyTo}}</p><p class="button"><a href="{{adminUrl}}">Alle Nachrichten in der Verwaltung</a></p>`,
    },
  },
  'form.confirm': {
    hr: {
      subject: 'Potvrdite svoju adresu e-pošte',
      body: '<p>{{greeting}}</p><p>primili smo vašu poruku poslanu putem obrasca <strong>{{formTitle}}</strong>. Potvrdite svoju adresu klikom na poveznicu i proslijedit ćemo je:</p><p class="button"><a href="{{confirmUrl}}">Potvrđujem adresu</a></p><p>Ako niste poslali poruku, zanemarite ovu e-poruku.</p>',
    },
    en: {
      subject: 'Confirm your e-mail address',
      body: '<p>{{greeting}}</p><p>we received your message sent through the form <strong>{{formTitle}}</strong>. Confirm your address with this link and we will pass it on:</p><p class="button"><a href="{{confirmUrl}}">I confirm my address</a></p><p>If you did not send a message, ignore this e-mail.</p>',
    },
    de: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      body: '<p>{{greeting}}</p><p>wir haben Ihre Nachricht über das Formular <strong>{{formTitle}}</strong> erhalten. Bestätigen Sie Ihre Adresse über diesen Link, dann leiten wir sie weiter:</p><p class="button"><a href="{{confirmUrl}}">Adresse bestätigen</a></p><p>Wenn Sie keine Nachricht gesendet haben, ignorieren Sie diese E-Mail.</p>',
    },
  },
} satisfies Record<string, Record<'hr' | 'en' | 'de', Template>>

/** Installs the form e-mail templates for a site (an edited copy is never overwritten). */
export async function seedFormMailTemplates(db: Db, input: { siteId: number }): Promise<void> {
  const rows = Object.entries(formMailTemplates).flatMap(([key, locales]) =>
    Object.entries(locales).map(([locale, template]) => ({ siteId: input.siteId, key, locale, subject: template.subject, body: template.body })),
  )
  await db.insert(emailTemplates).values(rows).onConflictDoNothing()
}
