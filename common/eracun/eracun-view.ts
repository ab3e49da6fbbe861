/** Where an invoice's eRačun stands (server/eracun): queued, with the intermediary, taken, refused, given up. */
export const eracunStatuses = ['pending', 'sent', 'delivered', 'rejected', 'failed'] as const
export type EracunStatus = (typeof eracunStatuses)[number]

/** One invoice's eRačun as the order desk shows it. */
export interface EracunDeskView {
  invoiceId: number
  invoiceNumber: string
  isStorno: boolean
  status: EracunStatus
  /** The intermediary's id for the document, once sent. */
  intermediaryId: string | null
  /** The last error (a refusal, a KPD code to fix) or the buyer side's reason for a rejection. */
  error: string | null
  /** When the status or the error last changed. */
  updatedAt: string | null
  attempts: number
  /** Sent only to the local stand-in: nothing reached the buyer or the tax administration. */
  isLocalIntermediary: boolean
}

/**
 * The one build error an owner fixes in the shop (HR-BR-25): stored in this form, so the desk can
 * say it in the reader's language.
 */
export function kpdMissingError(itemName: string): string {
  return `HR-BR-25: "${itemName}" has no KPD code (set it on the product or its category)`
}

/** The item named by a `kpdMissingError`, or null for any other error. */
export function itemWithoutKpd(error: string): string | null {
  return /^HR-BR-25: "(.*)" has no KPD code/s.exec(error)?.[1] ?? null
}
