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
  const source = mode === 'html' ? dropEmptyLines(template, values) : template
  return source.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name]
    if (mode === 'text') return plain(value)
    if (value !== null && typeof value === 'object') return value.html
    return escapeHtml(plain(value))
  })
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_.]+)\s*\}\}/g

function isEmpty(value: TemplateValue | undefined): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'object') return value.html.trim() === ''
  return typeof value === 'string' && value.trim() === ''
}

/**
 * A line of a paragraph (up to a `<br>`) whose every placeholder comes out empty is left out, and
 * a paragraph left with no line goes too: an order without a buyer's note has no "Napomena
 * kupca:" line (issue 20 point 7). Text without placeholders always stays. It works on stored
 * and edited templates alike, so none of them needs a condition syntax.
 */
function dropEmptyLines(template: string, values: Record<string, TemplateValue>): string {
  const isBlank = (text: string) => {
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')
    return names.length > 0 && names.every((name) => isEmpty(values[name]))
  }
  return template.replace(/(<p\b[^>]*>)((?:(?!<\/?p\b)[\s\S])*?)<\/p>/gi, (block, open: string, inner: string) => {
    const lines = inner.split(/<br\s*\/?>/i)
    const kept = lines.filter((line) => !isBlank(line))
    if (kept.length === lines.length) return block
    return kept.length === 0 ? '' : `${open}${kept.join('<br>')}</p>`
  })
}

/**
 * The text part of an HTML e-mail: line breaks where blocks end, tags dropped, entities decoded.
 * A link keeps its address after its text (`Pregled narudžbe <https://…>`), so the text part
 * carries every link the HTML part has (issue 20 point 7).
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a\s*>/gi, (_, double?: string, single?: string, inner = '') => {
      const href = (double ?? single ?? '').trim()
      if (!/^(https?:|mailto:)/i.test(href)) return inner
      const label = inner.replace(/<[^>]+>/g, '').trim()
      if (label === href || `mailto:${label}` === href) return label
      // Escaped, so the tag stripping below keeps the brackets; the entities are decoded last.
      return `${inner} &lt;${href}&gt;`
    })
    .replace(/<\s*br\s*\/?>/gi, '\n')
    // A blank line between paragraphs, as a person writes a plain-text letter; rows and items stay together.
    .replace(/<\/(p|h[1-6]|table)>/gi, '\n\n')
    .replace(/<\/(div|tr|li|caption)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '\t')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&(amp|lt|gt|quot|nbsp);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' })[entity] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
