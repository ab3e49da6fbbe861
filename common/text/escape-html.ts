/** Escapes text for HTML or XML content and attribute values (numeric references are valid in both). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
