import sanitizeHtml from 'sanitize-html'

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' }

/**
 * Comments are plain text: every tag (and a script's or style's content) is dropped by the proven
 * sanitiser, then its entity escapes are undone so the text shows as typed. React escapes it again
 * when it renders, so what is stored can never become markup.
 */
export function toPlainCommentText(input: string): string {
  const stripped = sanitizeHtml(input, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' })
  return stripped
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (match) => entities[match] ?? match)
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
