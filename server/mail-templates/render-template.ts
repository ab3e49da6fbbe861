import { fillTemplate, htmlToText, type TemplateValue } from '../outbox/fill-template'

export interface FilledMail {
  subject: string
  html: string
  text: string
}

/** A template filled with its values: the subject as plain text, the body as HTML and its text part. */
export function fillMailTemplate(template: { subject: string; body: string }, values: Record<string, TemplateValue>): FilledMail {
  const html = fillTemplate(template.body, values, 'html')
  return { subject: fillTemplate(template.subject, values, 'text'), html, text: htmlToText(html) }
}
