/** A LIKE pattern for "contains": `%` and `_` typed by a user are literal characters, not patterns. */
export function containsPattern(text: string): string {
  return `%${literalLike(text)}%`
}

/** A LIKE pattern for "starts with". */
export function prefixPattern(text: string): string {
  return `${literalLike(text)}%`
}

function literalLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}
