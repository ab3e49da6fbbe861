import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { escapeHtml } from '../../common/text/escape-html'
import { gatewayPage, hiddenInputs } from './test-gateway/gateway-page'

/** A request as a fake processor received it. */
export interface FakeRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: http.IncomingHttpHeaders
  body: string
  /** The body as form fields (empty unless it was a form post). */
  form: Record<string, string>
}

export interface FakeResponse {
  status: number
  body: string
  contentType?: string
  location?: string
}

/**
 * How a fake processor reaches the shop (its server-to-server notification): real HTTP by default;
 * tests hand it the app's own `request` so the notification takes the shop's real routes in-process.
 */
export type Deliver = (url: string, init: { method: string; headers: Record<string, string>; body: string }) => Promise<{ status: number }>

export const deliverOverHttp: Deliver = async (url, init) => {
  const response = await fetch(url, init)
  return { status: response.status }
}

/** Where the buyer's browser goes after the hosted page: a redirect (GET) or an auto-posted form (POST). */
export type BuyerReturn = { method: 'GET'; url: string } | { method: 'POST'; url: string; fields: Record<string, string> }

export const html = (status: number, title: string, body: string): FakeResponse => ({ status, contentType: 'text/html; charset=utf-8', body: gatewayPage({ title, body }) })
export const xml = (status: number, body: string): FakeResponse => ({ status, contentType: 'application/xml', body })
export const json = (status: number, body: unknown): FakeResponse => ({ status, contentType: 'application/json', body: JSON.stringify(body) })
export const randomDigits = (length: number) => Array.from(randomBytes(length), (byte) => String(byte % 10)).join('')

/** The processor's hosted page: the order and amount, and the buyer's three choices (plain forms, as on the real pages). */
export function hostedPage(input: { processor: string; decideUrl: string; orderNumber: string; amount: string; hidden: Record<string, string> }): FakeResponse {
  return html(
    200,
    input.processor,
    `<h1>${escapeHtml(input.processor)} (lokalna zamjena)</h1><p class="note">Testni procesor: kartica se ne tereti.</p>
<dl><dt>Narudžba</dt><dd>${escapeHtml(input.orderNumber)}</dd><dt>Iznos</dt><dd><strong>${escapeHtml(input.amount)}</strong></dd></dl>
<form method="post" action="${escapeHtml(input.decideUrl)}">${hiddenInputs(input.hidden)}
<div class="actions"><button class="primary" name="decision" value="approved">Plati</button><button name="decision" value="declined">Odbij karticu</button><button name="decision" value="cancelled">Odustani</button></div></form>`,
  )
}

/** The buyer's way back to the shop, as the processor's page sends it: a 303 for GET, a self-posting form for POST. */
export function sendBuyerBack(back: BuyerReturn): FakeResponse {
  if (back.method === 'GET') return { status: 303, location: back.url, body: '' }
  return html(
    200,
    'Povratak u trgovinu',
    `<form id="back" method="post" action="${escapeHtml(back.url)}">${hiddenInputs(back.fields)}<button class="primary">Povratak u trgovinu</button></form><script>document.getElementById('back').submit()</script>`,
  )
}

/** A local HTTP listener for a fake processor (on `port`, or any free one); `handle` answers every request. */
export async function startFakeServer(handle: (request: FakeRequest, baseUrl: string) => Promise<FakeResponse> | FakeResponse, port = 0) {
  let baseUrl = ''
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const url = new URL(request.url ?? '/', baseUrl)
      const isForm = (request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')
      const fake: FakeRequest = { method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: request.headers, body, form: isForm ? Object.fromEntries(new URLSearchParams(body)) : {} }
      Promise.resolve(handle(fake, baseUrl))
        .then((answer) => {
          response.writeHead(answer.status, { 'content-type': answer.contentType ?? 'text/plain', ...(answer.location ? { location: answer.location } : {}) })
          response.end(answer.body)
        })
        .catch((error: unknown) => {
          response.writeHead(500, { 'content-type': 'text/plain' })
          response.end(error instanceof Error ? error.message : String(error))
        })
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url: baseUrl, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/**
 * The buyer on the fake's hosted page, over real HTTP: posts the shop's form to the processor, then
 * presses a button; answers the page's status when the processor refused the form, else where the
 * browser goes next.
 */
export async function payOnHostedPage(action: string, fields: Record<string, string>, decision: 'approved' | 'declined' | 'cancelled'): Promise<{ status: number; back: BuyerReturn | null }> {
  const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }
  const page = await fetch(action, form)
  const text = await page.text()
  if (page.status !== 200) return { status: page.status, back: null }
  const found = /<form method="post" action="([^"]+)">/.exec(text)?.[1]
  const decide = found ? unescape(found) : null
  if (!decide) throw new Error('the hosted page has no decision form')
  const answer = await fetch(new URL(decide, action), { ...form, body: new URLSearchParams({ ...readHidden(text), decision }).toString(), redirect: 'manual' })
  if (answer.status === 303) return { status: 303, back: { method: 'GET', url: answer.headers.get('location')! } }
  const body = await answer.text()
  const backUrl = /<form id="back" method="post" action="([^"]+)">/.exec(body)?.[1]
  if (answer.status !== 200 || !backUrl) return { status: answer.status, back: null }
  return { status: 200, back: { method: 'POST', url: unescape(backUrl), fields: readHidden(body) } }
}

const NAMED: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" }
const unescape = (text: string) => text.replace(/&#(\d+);|&(amp|quot|lt|gt|apos);/g, (_, code: string | undefined, name: string | undefined) => (code ? String.fromCharCode(Number(code)) : NAMED[name!]!))

/** The hidden inputs of an HTML page (the shop's form, the processor's pages). */
export function readHidden(page: string): Record<string, string> {
  return Object.fromEntries([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [unescape(match[1]!), unescape(match[2]!)]))
}

/** The shop's payment form from order/create: where it posts and its fields. */
export function readShopForm(page: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]
  if (!action) throw new Error('no payment form')
  return { action: unescape(action), fields: readHidden(page) }
}
