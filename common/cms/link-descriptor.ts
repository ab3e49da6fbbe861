import type { LinkKind } from './link'

/**
 * §3 link descriptor names beside the stored link (ADR 066): `handler` is its `kind`, `linkId` what
 * it points at (a page's or post's translation group, a product's or category's id) and `master_id`
 * the translation group its translations share — only pages and posts have one.
 */
export interface LinkDescriptor {
  handler: LinkKind
  linkId: string | number | null
  master_id: string | null
}

export function linkDescriptor(link: { kind: LinkKind; group?: string; id?: number }): LinkDescriptor {
  return { handler: link.kind, linkId: link.group ?? link.id ?? null, master_id: link.group ?? null }
}
