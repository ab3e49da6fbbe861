/**
 * How a test, an e2e run or the bench tells the fake CIS what to answer (ADR 054):
 *
 * - by data, across processes: a request whose operator OIB (OibOper) is one of
 *   `MAGIC_OPERATOR_OIBS` gets that answer. `holdFirstDelivery` holds the answer longer than any
 *   client waits, but only for a first delivery: the same invoice sent again with NakDost is
 *   answered, as when CIS was down at the sale and is back for the retry;
 * - in-process (vitest, a bench that runs the server itself): `fakeCisControl.queue(...)` decides
 *   the next requests, whatever their data. Vitest runs one file at a time per worker, so a file
 *   that queues and `reset()`s in afterEach does not disturb another.
 */
export type CisErrorCode = 's001' | 's002' | 's003' | 's004' | 's005' | 's006'

export type FakeCisBehaviour = { kind: 'answer' } | { kind: 'error'; code: CisErrorCode } | { kind: 'hold'; ms?: number }

/** CIS's own texts for its RacunZahtjev errors (Tehnička specifikacija, "Greške"). */
export const CIS_ERROR_MESSAGES: Record<CisErrorCode, string> = {
  s001: 'Poruka nije u skladu s XML shemom',
  s002: 'Certifikat nije izdan od strane FINA-e.',
  s003: "Certifikat ne sadrži naziv 'FISKAL'.",
  s004: 'Neispravan digitalni potpis.',
  s005: 'OIB iz poruke nije jednak OIB-u iz certifikata.',
  s006: 'Sistemska pogreška prilikom obrade zahtjeva.',
}

/**
 * The fake's own check, which the real CIS cannot make (it receives only the MD5 of the ZKI's
 * signature): the ZKI does not match the message's data signed with the certificate's key.
 */
export const FAKE_ZKI_MISMATCH = { code: 's999', message: 'ZKI ne odgovara podacima računa (provjera lažnog CIS-a).' } as const

/** Valid OIBs (ISO 7064 check digit), so a settings form that checks OIBs takes them. */
export const MAGIC_OPERATOR_OIBS = {
  s001: '00000000010',
  s002: '00000000028',
  s003: '00000000036',
  s004: '00000000044',
  s005: '00000000052',
  s006: '00000000069',
  holdFirstDelivery: '00000000093',
} as const

/** Longer than any client waits (the default timeout is 2 s), short enough not to pile up. */
export const DEFAULT_HOLD_MS = 10_000

export interface ReceivedRequest {
  messageId: string
  oib: string
  number: string
  operatorOib: string
  subsequentDelivery: boolean
  answer: string
}

const queued: FakeCisBehaviour[] = []
const received: ReceivedRequest[] = []
const RECEIVED_KEPT = 200

export const fakeCisControl = {
  /** The next `times` requests get `behaviour`, before any magic OIB is looked at. */
  queue(behaviour: FakeCisBehaviour, times = 1): void {
    for (let i = 0; i < times; i++) queued.push(behaviour)
  },
  reset(): void {
    queued.length = 0
    received.length = 0
  },
  /** The last requests the fake answered (or held), oldest first. */
  received(): readonly ReceivedRequest[] {
    return received
  },
  record(request: ReceivedRequest): void {
    received.push(request)
    if (received.length > RECEIVED_KEPT) received.shift()
  },
}

export function behaviourFor(request: { operatorOib: string; subsequentDelivery: boolean }): FakeCisBehaviour {
  const next = queued.shift()
  if (next) return next
  if (request.operatorOib === MAGIC_OPERATOR_OIBS.holdFirstDelivery) return request.subsequentDelivery ? { kind: 'answer' } : { kind: 'hold' }
  for (const code of Object.keys(CIS_ERROR_MESSAGES) as CisErrorCode[]) {
    if (request.operatorOib === MAGIC_OPERATOR_OIBS[code]) return { kind: 'error', code }
  }
  return { kind: 'answer' }
}
