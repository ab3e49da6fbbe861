import sanitizeHtml from 'sanitize-html'
import { setRichTextSanitizer } from '../../common/cms/rich-text'

/**
 * What editors may put in rich text: structure and emphasis, links and tables; no scripts, styles,
 * event handlers or frames. Links to other sites open safely.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small',
    'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'hr', 'code', 'pre',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'figure', 'figcaption',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['scope', 'colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const isExternal = /^https?:\/\//.test(attribs.href ?? '')
      return {
        tagName,
        attribs: isExternal ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : { ...attribs },
      }
    },
  },
}

export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html, options)
}

setRichTextSanitizer(sanitizeEditorHtml)
