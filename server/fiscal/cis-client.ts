import { randomUUID } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import { readCisAnswer } from './cis-answer'
import { RACUNI_SOAP_ACTION, buildInvoiceRequest, soapEnvelope } from './fiscal-request'
import type { FiscalCertificate, FiscalInvoiceRequest, FiscalOutcome } from './fiscal-types'
import { signFiscalRequest, type FiscalDigest } from './xml-signature'

/** A transport that answers a Request in-process (the fake CIS on our own server, a test's app.request). */
export type CisFetch = (request: Request) => Promise<Response>

export interface SendInvoiceOptions {
  certificate: FiscalCertificate
  endpoint: string
  /** The invoice is issued without a JIR when CIS has not answered by then (issue 21: 2 s). */
  timeoutMs?: number
  /** PEM of the CA(s) that issued the CIS server's TLS certificate (FINA's are in no default trust store). */
  ca?: string | string[]
  /** CIS's signing certificate: when given, only an answer it signed counts. */
  cisCertificatePem?: string
  digest?: FiscalDigest
  /** Sends in-process instead of over the network; `ca` does not apply then. */
  fetch?: CisFetch
}

export const DEFAULT_CIS_TIMEOUT_MS = 2000
const MAX_ANSWER_BYTES = 1024 * 1024

/**
 * Signs and sends one RacunZahtjev and says what came of it. Never throws for the network: no
 * answer in time (the request is aborted) or no connection is `timeout`; an HTTP or SOAP fault,
 * CIS's Greske, or an answer that cannot be trusted is `error` with the code and message.
 */
export async function sendInvoiceToCis(request: FiscalInvoiceRequest, zki: string, options: SendInvoiceOptions): Promise<FiscalOutcome> {
  const started = performance.now()
  const durationMs = () => Math.round(performance.now() - started)
  const messageId = randomUUID()
  const signed = signFiscalRequest(buildInvoiceRequest(request, zki, { messageId, sentAt: new Date() }), options.certificate, options.digest)
  const body = soapEnvelope(signed)

  const abort = new AbortController()
  const timeoutMs = options.timeoutMs ?? DEFAULT_CIS_TIMEOUT_MS
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      abort.abort(new Error(`no answer within ${timeoutMs} ms`))
      resolve('timeout')
    }, timeoutMs)
  })
  try {
    const exchange = options.fetch ? viaFetch(options.fetch, options.endpoint, body, abort.signal) : viaHttp(options.endpoint, body, options.ca, abort.signal)
    const reply = await Promise.race([exchange, timedOut])
    if (reply === 'timeout') return { outcome: 'timeout', durationMs: durationMs(), reason: `no answer within ${timeoutMs} ms` }
    return toOutcome(reply, messageId, options.cisCertificatePem, durationMs())
  } catch (error) {
    if (abort.signal.aborted) return { outcome: 'timeout', durationMs: durationMs(), reason: `no answer within ${timeoutMs} ms` }
    return { outcome: 'timeout', durationMs: durationMs(), reason: `no connection: ${describe(error)}` }
  } finally {
    clearTimeout(timer)
  }
}

interface Reply {
  status: number
  text: string
}

function toOutcome(reply: Reply, messageId: string, cisCertificatePem: string | undefined, durationMs: number): FiscalOutcome {
  const answer = readCisAnswer(reply.text, cisCertificatePem)
  switch (answer.kind) {
    case 'jir':
      if (answer.messageId !== messageId) return { outcome: 'error', code: 'BAD_ANSWER', message: `the answer is for message ${answer.messageId}, not ${messageId}`, durationMs }
      return { outcome: 'jir', jir: answer.jir, durationMs }
    case 'errors':
      return { outcome: 'error', code: answer.errors[0]?.code ?? 'CIS', message: answer.errors.map((error) => `${error.code}: ${error.message}`).join('; '), durationMs }
    case 'fault':
      return { outcome: 'error', code: answer.code, message: answer.message || `HTTP ${reply.status}`, durationMs }
    case 'unreadable':
      if (reply.status !== 200) return { outcome: 'error', code: `HTTP_${reply.status}`, message: reply.text.slice(0, 300), durationMs }
      return { outcome: 'error', code: 'BAD_ANSWER', message: answer.message, durationMs }
  }
}

const headers = { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${RACUNI_SOAP_ACTION}"` }

async function viaFetch(fetch: CisFetch, endpoint: string, body: string, signal: AbortSignal): Promise<Reply> {
  const response = await fetch(new Request(endpoint, { method: 'POST', headers, body, signal }))
  return { status: response.status, text: await response.text() }
}

function viaHttp(endpoint: string, body: string, ca: string | string[] | undefined, signal: AbortSignal): Promise<Reply> {
  const url = new URL(endpoint)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method: 'POST', headers: { ...headers, 'Content-Length': Buffer.byteLength(body) }, signal, ...(ca ? { ca } : {}) }, (response) => {
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > MAX_ANSWER_BYTES) response.destroy(new Error('the answer is larger than 1 MB'))
        else chunks.push(chunk)
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }))
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(body)
  })
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code
    return code ? `${code} ${error.message}` : error.message
  }
  return String(error)
}
