import type { LinkTarget } from './link'
import { parseRichLinkRef } from './link-attributes'

const anchorTag = /<a\b[^>]*\bdata-link="([^"]+)"[^>]*>/g

/** The internal links (`data-link`) inside sanitised rich text. */
export function richTextLinkTargets(html: string): LinkTarget[] {
  if (!html.includes('data-link="')) return []
  return [...html.matchAll(anchorTag)].flatMap((match) => {
    const target = parseRichLinkRef(match[1] ?? '')
    return target ? [target] : []
  })
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * Points each internal link in rich text at the current path of what it links to (renaming a page
 * keeps its links). A target that no longer resolves keeps the path it was saved with.
 */
export function resolveRichTextLinks(html: string, resolve: (target: LinkTarget) => string | null): string {
  if (!html.includes('data-link="')) return html
  return html.replace(anchorTag, (tag, ref: string) => {
    const target = parseRichLinkRef(ref)
    const href = target ? resolve(target) : null
    if (!href) return tag
    return tag.replace(/\bhref="[^"]*"/, `href="${escapeAttribute(href)}"`)
  })
}
