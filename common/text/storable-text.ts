/**
 * Text PostgreSQL can store: no NUL character (text and jsonb refuse it) and no lone UTF-16
 * surrogate (it has no UTF-8 form; encoders turn it into U+FFFD or throw, e.g. encodeURIComponent).
 */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text)
}

/**
 * The path (`a.0.b`, `_` for the value itself) of the first string or object key in a parsed
 * value that is not storable text, or null when every one is.
 */
export function findUnstorableText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.') || '_'
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)])
      if (found !== null) return found
    }
    return null
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key].join('.')
      const found = findUnstorableText(item, [...path, key])
      if (found !== null) return found
    }
  }
  return null
}

/** A percent-encoded path segment decoded, or null when it is malformed or decodes to unstorable text. */
export function decodePathSegment(encoded: string): string | null {
  try {
    const decoded = decodeURIComponent(encoded)
    return isStorableText(decoded) ? decoded : null
  } catch {
    return null
  }
}
