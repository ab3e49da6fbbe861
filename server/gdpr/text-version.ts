import { createHash } from 'node:crypto'

/** A short, stable name for a wording: a consent log says which text the visitor agreed to. */
export function cookieTextVersion(text: string): string {
  return createHash('sha256').update(text.normalize('NFC').trim()).digest('hex').slice(0, 16)
}
