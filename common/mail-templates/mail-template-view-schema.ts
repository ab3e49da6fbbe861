import { z } from '../validation/z'
import { mailTemplateKeySchema, mailTemplateLocaleSchema, type MailTemplatePreview, type MailTemplateSummary, type MailTemplateView } from './schemas'

export const mailTemplateViewSchema = z.object({
  key: mailTemplateKeySchema,
  locale: mailTemplateLocaleSchema,
  subject: z.string(),
  body: z.string(),
  customised: z.boolean(),
  updatedAt: z.string().nullable(),
  variables: z.array(z.string()),
}) satisfies z.ZodType<MailTemplateView>

export const mailTemplateSummarySchema = z.object({
  key: mailTemplateKeySchema,
  variables: z.array(z.string()),
  customisedLocales: z.array(mailTemplateLocaleSchema),
}) satisfies z.ZodType<MailTemplateSummary>

export const mailTemplatePreviewSchema = z.object({ subject: z.string(), html: z.string() }) satisfies z.ZodType<MailTemplatePreview>

/** templates/test answers 202: the test e-mail is in the outbox, not yet sent. */
export const mailTestQueuedSchema = z.object({ queued: z.literal(true) })
