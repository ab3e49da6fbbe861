type Sanitizer = (html: string) => string

let sanitizer: Sanitizer = (html) => html

/**
 * The server installs its HTML sanitiser here, so every rich-text field it parses is cleaned
 * before it is stored. Browser code keeps the identity: it only validates, it never stores.
 */
export function setRichTextSanitizer(next: Sanitizer): void {
  sanitizer = next
}

export function sanitizeRichText(html: string): string {
  return sanitizer(html)
}
