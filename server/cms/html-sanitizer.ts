import sanitizeHtml from 'sanitize-html'
import { parseRichLinkRef, richLinkRef } from '../../common/cms/link'
import { setRichTextSanitizer } from '../../common/cms/rich-text'

/**
 * What editors may put in rich text: structure and emphasis, links and tables; no scripts, styles,
 * event handlers or frames. A link opens in a new tab only when the editor chose it, and then (and
 * for every outside address) without handing the page a `window.opener`. An internal link keeps
 * what it points at in `data-link` (a page, product, post or category), checked here.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small',
    'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'hr', 'code', 'pre',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'figure', 'figcaption',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel', 'data-link'], th: ['scope', 'colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _rel, 'data-link': ref, ...rest } = attribs
      const linked = ref ? parseRichLinkRef(ref) : null
      const opensNewTab = target === '_blank'
      const isExternal = /^https?:\/\//.test(attribs.href ?? '')
      return {
        tagName,
        attribs: {
          ...rest,
          ...(linked ? { 'data-link': richLinkRef(linked) ?? '' } : {}),
          ...(opensNewTab ? { target: '_blank' } : {}),
          ...(opensNewTab || isExternal ? { rel: 'noopener noreferrer' } : {}),
        },
      }
    },
  },
}

export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html, options)
}

setRichTextSanitizer(sanitizeEditorHtml)
