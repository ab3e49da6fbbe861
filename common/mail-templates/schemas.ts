import { z } from '../validation/z'
import { emailField } from '../users/schemas'

/** Every e-mail the shop sends, by template key (issue 14: the back office edits each one). */
export const mailTemplateKeys = [
  'order.created.buyer',
  'order.created.shop',
  'order.status.buyer',
  'order.invoice.buyer',
  'order.storno.buyer',
  'order.refund.buyer',
  'order.payout.buyer',
  'account.verify',
  'account.passwordReset',
  'account.loginLink',
  'newsletter.confirm',
  'form.submission.owner',
  'form.confirm',
  'case.withdrawal.buyer',
  'case.complaint.buyer',
  'case.reply.buyer',
  'case.goods.buyer',
  'case.refused.buyer',
] as const
export type MailTemplateKey = (typeof mailTemplateKeys)[number]

/** The languages a template exists in (the shop's site languages). */
export const mailTemplateLocales = ['hr', 'en', 'de'] as const
export type MailTemplateLocale = (typeof mailTemplateLocales)[number]

export const mailTemplateKeySchema = z.enum(mailTemplateKeys)
export const mailTemplateLocaleSchema = z.enum(mailTemplateLocales)

/** Which template in which language: the address of every template call. */
export const mailTemplateRefSchema = z.object({ key: mailTemplateKeySchema, locale: mailTemplateLocaleSchema })
export type MailTemplateRef = z.output<typeof mailTemplateRefSchema>

/** Save (and preview) a template: subject and HTML body with `{{variable}}` placeholders. */
export const mailTemplateSaveSchema = mailTemplateRefSchema.extend({
  subject: z.string().trim().min(1).max(300),
  body: z.string().trim().min(1).max(50_000),
})
export type MailTemplateSaveInput = z.output<typeof mailTemplateSaveSchema>

/** Send the stored template, filled with sample data, to one address through the outbox. */
export const mailTemplateTestSchema = mailTemplateRefSchema.extend({ to: emailField })
export type MailTemplateTestInput = z.output<typeof mailTemplateTestSchema>

/** A template as the back office sees it: the text in force and whether it differs from the built-in one. */
export interface MailTemplateView {
  key: MailTemplateKey
  locale: MailTemplateLocale
  subject: string
  body: string
  customised: boolean
  updatedAt: string | null
  variables: string[]
}

/** One row of the template list: a key with the languages the shop has changed. */
export interface MailTemplateSummary {
  key: MailTemplateKey
  variables: string[]
  customisedLocales: MailTemplateLocale[]
}

/** A rendered preview: the subject and the sanitised HTML, filled with sample data. */
export interface MailTemplatePreview {
  subject: string
  html: string
}
