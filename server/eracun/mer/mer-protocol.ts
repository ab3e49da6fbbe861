import { z } from 'zod'

/**
 * moj-eRačun (MER) API v2, as its integrators' manual documents it
 * (https://manual.moj-eracun.hr, "API specifikacija"): JSON over HTTPS POST, the five credential
 * fields in every body. Shared by the adapter and the local fake, so both read the same shapes.
 */
export const MER_PATHS = {
  ping: '/apis/v2/Ping',
  send: '/apis/v2/send',
  queryOutbox: '/apis/v2/queryOutbox',
  processStatusOutbox: '/apis/v2/queryDocumentProcessStatusOutbox',
} as const

/** Live `https://www.moj-eracun.hr`, test `https://demo.moj-eracun.hr`. */
export const MER_LIVE_URL = 'https://www.moj-eracun.hr'

export const merCredentialsSchema = z.object({
  /** An e-mail or the numeric id MER assigned. */
  Username: z.union([z.string(), z.number()]).transform(String),
  Password: z.string(),
  /** The sender's OIB. */
  CompanyId: z.string(),
  /** The sender's business unit, only where registered with MER. */
  CompanyBu: z.string().optional(),
  /** The ERP's id, assigned by MER. */
  SoftwareId: z.string(),
})
export type MerCredentials = z.input<typeof merCredentialsSchema>

/** `File`: the UBL document, UTF-8, as a JSON string. */
export const merSendRequestSchema = merCredentialsSchema.extend({ File: z.string() })

export const merQueryRequestSchema = merCredentialsSchema.extend({
  ElectronicId: z.union([z.number(), z.string()]).optional(),
  InvoiceNumber: z.string().optional(),
  InvoiceYear: z.union([z.number(), z.string()]).optional(),
  StatusId: z.union([z.number(), z.string()]).optional(),
})

/** The document as send and queryOutbox describe it (more fields come; these are read). */
export const merDocumentSchema = z.looseObject({
  ElectronicId: z.union([z.number(), z.string()]).transform(String),
  DocumentNr: z.string(),
  StatusId: z.number(),
  StatusName: z.string().nullish(),
})

/** queryDocumentProcessStatusOutbox adds the buyer side's business status. */
export const merProcessStatusSchema = merDocumentSchema.extend({
  DocumentProcessStatusId: z.number().nullish(),
  DocumentProcessStatusName: z.string().nullish(),
  RejectReason: z.string().nullish(),
})

/** A refused request: each bad field with its messages (`{"Username": {"Value": …, "Messages": […]}}`). */
export const merFieldErrorsSchema = z.record(z.string(), z.object({ Value: z.unknown().optional(), Messages: z.array(z.string()) }))

/** MER document statuses (StatusId). */
export const MER_STATUS = {
  inPreparation: 10,
  inValidation: 20,
  sent: 30,
  delivered: 40,
  cancelled: 45,
  unsuccessful: 50,
} as const

/** Business statuses the buyer's side reports (DocumentProcessStatusId). */
export const MER_PROCESS_STATUS = {
  approved: 0,
  rejected: 1,
  paid: 2,
  partlyPaid: 3,
  receiptConfirmed: 4,
  received: 99,
} as const
