import type { z } from 'zod'
import { EracunIntermediaryError, type EracunDeliveryStatus, type EracunIntermediary, type EracunSendMeta } from '../eracun-intermediary'
import {
  MER_PATHS,
  MER_PROCESS_STATUS,
  MER_STATUS,
  merDocumentSchema,
  merFieldErrorsSchema,
  merProcessStatusSchema,
  type MerCredentials,
} from './mer-protocol'

export interface MerAccount {
  /** Base URL: `https://www.moj-eracun.hr` (live) or `https://demo.moj-eracun.hr`. */
  url: string
  username: string
  password: string
  softwareId: string
  /** The sender's id at MER when it is not the invoice's seller OIB. */
  companyId?: string
  companyBu?: string
}

export interface MerOptions {
  /** How the requests go out: `fetch`, or the local fake's in-process handler. */
  fetch?: typeof fetch
  /** A request MER leaves unanswered this long counts as failed and is tried again later. */
  timeoutMs?: number
  name?: string
}

/**
 * moj-eRačun as the eRačun's information intermediary: `send` uploads the UBL document
 * (POST /apis/v2/send), `status` reads its delivery and the buyer's business status
 * (POST /apis/v2/queryDocumentProcessStatusOutbox).
 */
export function merIntermediary(account: MerAccount, options: MerOptions = {}): EracunIntermediary {
  const send = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 30_000
  const base = account.url.replace(/\/$/, '')
  const credentials = (sellerOib: string): MerCredentials => ({
    Username: account.username,
    Password: account.password,
    CompanyId: account.companyId ?? sellerOib,
    ...(account.companyBu ? { CompanyBu: account.companyBu } : {}),
    SoftwareId: account.softwareId,
  })

  async function call<T extends z.ZodType>(path: string, body: Record<string, unknown>, answer: T): Promise<z.output<T>> {
    let response: Response
    try {
      response = await send(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new EracunIntermediaryError(`moj-eRačun did not answer: ${error instanceof Error ? error.message : String(error)}`)
    }
    const text = await response.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new EracunIntermediaryError(`moj-eRačun answered HTTP ${response.status} without JSON: ${text.slice(0, 200)}`)
    }
    const parsed = answer.safeParse(json)
    if (response.ok && parsed.success) return parsed.data
    throw new EracunIntermediaryError(`moj-eRačun refused (HTTP ${response.status}): ${refusal(json)}`)
  }

  return {
    name: options.name ?? 'moj-eRačun',
    async send(xml: string, meta: EracunSendMeta): Promise<string> {
      if (meta.attempt > 1) {
        // A try that timed out or crashed may have reached MER: the number finds it.
        const earlier = await call(MER_PATHS.queryOutbox, { ...credentials(meta.sellerOib), InvoiceNumber: meta.documentNumber, InvoiceYear: meta.year }, merDocumentSchema.array())
        const found = earlier.find((document) => document.DocumentNr === meta.documentNumber)
        if (found) return found.ElectronicId
      }
      const sent = await call(MER_PATHS.send, { ...credentials(meta.sellerOib), File: xml }, merDocumentSchema)
      return sent.ElectronicId
    },
    async status(id: string, meta: { sellerOib: string }): Promise<EracunDeliveryStatus> {
      const found = await call(MER_PATHS.processStatusOutbox, { ...credentials(meta.sellerOib), ElectronicId: Number(id) }, merProcessStatusSchema.array())
      const document = found.find((row) => row.ElectronicId === id)
      if (!document) throw new EracunIntermediaryError(`moj-eRačun knows no document ${id}`)
      return deliveryStatus(document)
    },
  }
}

/**
 * MER's two statuses as one: the buyer's side refusing it (business status 1, with its reason) or
 * MER giving up on delivery (50) or withdrawing it (45) is a rejection; delivered (40) or any
 * business status the buyer's side reported (received, confirmed, approved, paid) is delivered.
 */
export function deliveryStatus(document: z.output<typeof merProcessStatusSchema>): EracunDeliveryStatus {
  const business = document.DocumentProcessStatusId ?? null
  if (business === MER_PROCESS_STATUS.rejected) {
    return { state: 'rejected', reason: document.RejectReason?.trim() || document.DocumentProcessStatusName?.trim() || 'Odbijeno' }
  }
  if (document.StatusId === MER_STATUS.unsuccessful || document.StatusId === MER_STATUS.cancelled) {
    return { state: 'rejected', reason: `${document.StatusName?.trim() || 'Neuspjelo'} (MER ${document.StatusId})` }
  }
  if (document.StatusId === MER_STATUS.delivered || business !== null) return { state: 'delivered' }
  return { state: 'sent' }
}

/** The messages of a refusal, whatever its shape: MER's per-field messages, `errors`, `message`. */
function refusal(json: unknown): string {
  const fields = merFieldErrorsSchema.safeParse(json)
  if (fields.success && Object.keys(fields.data).length) {
    return Object.entries(fields.data)
      .map(([field, error]) => `${field}: ${error.Messages.join(' ')}`)
      .join('; ')
  }
  if (json && typeof json === 'object') {
    const record = json as Record<string, unknown>
    const detail = record.errors ?? record.message ?? record.Message
    if (detail !== undefined) return typeof detail === 'string' ? detail : JSON.stringify(detail)
  }
  return JSON.stringify(json).slice(0, 300)
}
