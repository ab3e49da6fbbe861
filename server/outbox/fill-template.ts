/** Values a template may name: text (escaped in HTML) or HTML we built ourselves from escaped parts. */
export type TemplateValue = string | number | boolean | null | { html: string }

import { escapeHtml } from '../../common/text/escape-html'

function plain(value: TemplateValue | undefined): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'object') return htmlToText(value.html)
  return String(value)
}

/**
 * Fills `{{name}}` placeholders. In HTML every value is escaped unless it is `{ html }` (made by
 * our own code from escaped parts), so a buyer's name can never become markup in a shop e-mail.
 * An unknown placeholder becomes empty rather than leaking template syntax to a customer.
 */
export function fillTemplate(template: string, values: Record<string, TemplateValue>, mode: 'html' | 'text'): string {
  return template.replace(/\{\{\s*([a-zA-Z0-9_.]+)\s*\}\}/g, (_, name: string) => {
    const value = values[name]
    if (mode === 'text') return plain(value)
    if (value !== null && typeof value === 'object') return value.html
    return escapeHtml(plain(value))
  })
}

/** The text part of an HTML e-mail: line breaks where blocks end, tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|tr|li|table)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '\t')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&(amp|lt|gt|quot|nbsp);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' })[entity] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
