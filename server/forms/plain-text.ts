import { toPlainCommentText } from '../comments'

/**
 * Form values are plain text, cleaned like comments (issue 13: "form fields are sanitised on the
 * server"): every tag and a script's content dropped by sanitize-html, entities shown as typed.
 */
export function toPlainFormText(input: string): string {
  return toPlainCommentText(input)
}
