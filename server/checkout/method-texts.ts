/** A per-language text as stored: empty languages left out, so checkout falls back to hr for them. */
export function compactTexts(texts: Partial<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''))
}
