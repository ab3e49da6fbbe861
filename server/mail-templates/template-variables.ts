import type { MailTemplateKey } from '../../common/mail-templates/schemas'
import { ApiError } from '../http/api-error'
import { allowedVariables } from './built-in-templates'

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_.]+)\s*\}\}/g

/** The placeholder names a text uses, each once, in order of appearance. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))]
}

/**
 * Refuses a text that names a value its sender never fills in: the renderer would silently leave
 * it empty in a customer's e-mail. 400 with the offending names and the allowed ones.
 */
export function assertKnownVariables(key: MailTemplateKey, texts: { subject: string; body: string }): void {
  const allowed = allowedVariables(key)
  const fields: Record<string, string> = {}
  const unknown: string[] = []
  for (const field of ['subject', 'body'] as const) {
    const names = placeholdersIn(texts[field]).filter((name) => !allowed.includes(name))
    if (names.length === 0) continue
    // The field names its own unknown placeholders; the message says what is allowed.
    fields[field] = names.map((name) => `{{${name}}}`).join(', ')
    unknown.push(...names)
  }
  if (unknown.length === 0) return
  const params = { names: [...new Set(unknown)].map((name) => `{{${name}}}`).join(', '), allowed: allowed.map((name) => `{{${name}}}`).join(', ') }
  throw new ApiError(400, 'TEMPLATE_UNKNOWN_VARIABLE', 'mailTemplates.unknownVariable', params, fields)
}
