/* Zod-free: the documents section ships these to visitors, whose JavaScript must not carry zod. */

export const documentVisibilities = ['public', 'members'] as const
export type DocumentVisibility = (typeof documentVisibilities)[number]

/** A site document as lists and the documents section show it: the same for every visitor. */
export interface SiteDocumentView {
  id: number
  type: 'site'
  title: string
  category: string
  visibility: DocumentVisibility
  /** `application/pdf`. */
  mime: string
  /** Bytes. */
  size: number
  /** Download file name, e.g. `cjenik-stanova.pdf`. */
  fileName: string
  /** `/api/v1/document/get/web/{id}`: the answer decides who may have the file. */
  url: string
  sortOrder: number
}

/** One of a member's order documents: the order confirmation, an invoice or a storno of the order. */
export interface DocumentView {
  id: number
  type: 'order_confirmation' | 'invoice' | 'storno'
  title: string
  /** The order's number (the document's own number is in the title). */
  orderNumber: string
  orderSlug: string
  createdAt: string
}

/** Human file size in the site's style: `245 kB`, `1,2 MB` (decimal units, as file managers show). */
export function formatFileSize(bytes: number, localeTag: string): string {
  if (bytes < 1000) return `${bytes} B`
  const kb = bytes / 1000
  if (kb < 1000) return `${new Intl.NumberFormat(localeTag, { maximumFractionDigits: 0 }).format(kb)} kB`
  return `${new Intl.NumberFormat(localeTag, { maximumFractionDigits: 1 }).format(kb / 1000)} MB`
}

/** The file type as a short label: `PDF`. */
export function fileTypeLabel(mime: string): string {
  const known: Record<string, string> = { 'application/pdf': 'PDF' }
  return known[mime] ?? (mime.split('/')[1]?.toUpperCase() ?? mime)
}
