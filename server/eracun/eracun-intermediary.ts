/** What an intermediary is told along with the document. */
export interface EracunSendMeta {
  /** The invoice number: the document's number at the intermediary too. */
  documentNumber: string
  /** The calendar year of issue (a number repeats across years). */
  year: number
  /** The sending company (the seller); one intermediary account may send for several. */
  sellerOib: string
  /** 1 on the first try. A later try first asks whether an earlier one got through, so a send that
   * crashed before its id was stored is not sent twice. */
  attempt: number
}

/** Where a sent eRačun stands: on its way, taken by the buyer's side, or refused (with why). */
export type EracunDeliveryStatus = { state: 'sent' } | { state: 'delivered' } | { state: 'rejected'; reason: string }

/**
 * An information intermediary (informacijski posrednik, Fiskalizacija 2.0): it validates the
 * eRačun, delivers it to the buyer's intermediary, fiscalises it with the tax administration
 * and reports back. `server/eracun/mer` speaks moj-eRačun's documented HTTP API (ADR 056).
 */
export interface EracunIntermediary {
  /** For logs and the desk: which intermediary, and whether it is the local stand-in. */
  readonly name: string
  /** Sends the document; answers the intermediary's id for it. */
  send(xml: string, meta: EracunSendMeta): Promise<string>
  status(id: string, meta: { sellerOib: string }): Promise<EracunDeliveryStatus>
}

/** The intermediary refused the request or could not be reached; the message is shown in the desk. */
export class EracunIntermediaryError extends Error {
  override name = 'EracunIntermediaryError'
}
