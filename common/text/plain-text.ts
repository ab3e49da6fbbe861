/**
 * The plain text of sanitised rich text (tags dropped, the common entities decoded, whitespace
 * collapsed): for meta descriptions and structured data, which must not carry markup.
 */
export function textFromHtml(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&(amp|lt|gt|quot|nbsp);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' })[entity] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}
