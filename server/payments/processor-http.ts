import http from 'node:http'
import https from 'node:https'

export interface ProcessorRequest {
  url: string
  headers?: Record<string, string>
  body: string
  /** A PKCS#12 client certificate, for processors whose API authenticates the shop by TLS (CorvusPay). */
  clientCertificate?: { pfx: Buffer; passphrase: string } | null
  timeoutMs?: number
}

export interface ProcessorResponse {
  status: number
  body: string
}

/** The processor could not be reached or did not answer in time: whether it acted is unknown. */
export class ProcessorUnreachable extends Error {}

const TIMEOUT_MS = 15_000

/**
 * One POST to a processor's API. node:https rather than fetch: it takes a client certificate
 * without another dependency. Any answer comes back with its status; only a transport failure throws.
 */
export function processorPost(request: ProcessorRequest): Promise<ProcessorResponse> {
  const url = new URL(request.url)
  const transport = url.protocol === 'https:' ? https : http
  const certificate = url.protocol === 'https:' && request.clientCertificate ? { pfx: request.clientCertificate.pfx, passphrase: request.clientCertificate.passphrase } : {}
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      url,
      { method: 'POST', headers: { 'content-length': String(Buffer.byteLength(request.body)), ...request.headers }, timeout: request.timeoutMs ?? TIMEOUT_MS, ...certificate },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
        incoming.on('error', (error) => reject(new ProcessorUnreachable(error.message)))
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${request.timeoutMs ?? TIMEOUT_MS} ms`)))
    outgoing.on('error', (error) => reject(new ProcessorUnreachable(`${url.host}: ${error.message}`)))
    outgoing.end(request.body)
  })
}
