import type { LinkTarget } from './link'

// Zod-free on purpose: visitors' sections use these, and the validation library stays out of their
// JavaScript (the server validates links with `linkTargetSchema` before they are stored).

/** Attributes a rendered link gets from its options: a new tab never hands over `window.opener`. */
export function linkTargetAttributes(target: LinkTarget | undefined): { target?: '_blank'; rel?: string } {
  return target?.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}

/**
 * The compact form rich text keeps an internal link in (`data-link="page:<uuid>"`), so the
 * sanitiser can check it and rendering can swap in the current path.
 */
export function richLinkRef(target: LinkTarget): string | null {
  switch (target.kind) {
    case 'page':
    case 'post':
      return `${target.kind}:${target.group}`
    case 'product':
    case 'category':
      return `${target.kind}:${target.id}`
    default:
      return null
  }
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const positiveInt = /^[1-9][0-9]{0,9}$/

/** The internal link a `data-link` value names, or null when it names nothing valid. */
export function parseRichLinkRef(ref: string): LinkTarget | null {
  const [kind, value = ''] = ref.split(':', 2)
  if ((kind === 'page' || kind === 'post') && uuid.test(value)) return { kind, group: value.toLowerCase() }
  if ((kind === 'product' || kind === 'category') && positiveInt.test(value)) return { kind, id: Number(value) }
  return null
}
