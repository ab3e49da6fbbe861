import sanitizeHtml from 'sanitize-html'

/**
 * What a template preview may show: the markup e-mails use (layout tables, inline styles, links,
 * images) and nothing that runs — no scripts, event handlers, frames, forms or `javascript:` links.
 * The admin also shows it in a sandboxed frame without scripts; this is the first of two walls.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'div',
    'span',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'hr',
    'pre',
    'code',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    '*': ['style', 'align'],
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'cid'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
}

export function sanitizePreviewHtml(html: string): string {
  return sanitizeHtml(html, options)
}
