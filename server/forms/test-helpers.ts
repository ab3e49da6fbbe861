import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { outbox } from '../db/schema'
import type { TestRuntime } from '../testing/test-database'
import { saveForm } from './form-definitions'

/** A form with one field of every type, for the API tests. */
export function saveEveryTypeForm(runtime: TestRuntime, input: { handle: string; requiresEmailConfirmation?: boolean }) {
  const options = (values: string[]) => values.map((value) => ({ value, label: { hr: `Opcija ${value}`, en: `Option ${value}` } }))
  return saveForm(runtime.database.db, {
    siteId: runtime.site.id,
    handle: input.handle,
    title: { hr: 'Upit', en: 'Enquiry' },
    notifyEmail: 'vlasnik@example.hr',
    requiresEmailConfirmation: input.requiresEmailConfirmation ?? false,
    fields: [
      { type: 'text', name: 'name', label: { hr: 'Ime' }, required: true, maxLength: 120 },
      { type: 'email', name: 'email', label: { hr: 'E-pošta' }, required: true },
      { type: 'phone', name: 'phone', label: { hr: 'Telefon' } },
      { type: 'textarea', name: 'message', label: { hr: 'Poruka' } },
      { type: 'dropdown', name: 'interest', label: { hr: 'Zanima me' }, required: true, options: options(['stan', 'ured']) },
      { type: 'numberField', name: 'rooms', label: { hr: 'Sobe' }, min: 1, max: 5 },
      { type: 'multipleSelect', name: 'extras', label: { hr: 'Dodaci' }, options: options(['garaza', 'spremiste']) },
      { type: 'textSwatch', name: 'floor', label: { hr: 'Kat' }, valueType: 'number', options: options(['1', '2']) },
      { type: 'visualSwatch', name: 'colour', label: { hr: 'Boja' }, options: [{ value: 'bijela', label: { hr: 'Bijela' }, swatch: '#ffffff' }] },
      { type: 'yesNo', name: 'loan', label: { hr: 'Kredit' } },
      { type: 'date', name: 'day', label: { hr: 'Datum' } },
      { type: 'dateTime', name: 'visit', label: { hr: 'Termin' } },
    ],
  })
}

/** Every queued e-mail to an address. */
export async function queuedMailsTo(runtime: TestRuntime, to: string) {
  const rows = await runtime.database.db.select().from(outbox)
  return rows.filter((row) => (row.payload as { to?: string }).to === to)
}

/**
 * A local stand-in for Google's siteverify endpoint: POST form `secret` + `response` → JSON
 * `{ success, hostname, error-codes }`. The token `good` passes; anything else fails the way
 * Google says it does.
 */
export async function startFakeSiteverify(secret: string) {
  const calls: URLSearchParams[] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const form = new URLSearchParams(body)
      calls.push(form)
      const answer =
        form.get('secret') !== secret
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : form.get('response') === 'good'
            ? { success: true, hostname: 'localhost', challenge_ts: new Date().toISOString() }
            : form.get('response') === 'elsewhere'
              ? { success: true, hostname: 'evil.example' }
              : { success: false, 'error-codes': ['invalid-input-response'] }
      response.writeHead(request.method === 'POST' ? 200 : 405, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // fetch keeps its connection alive; close() alone would wait for it forever.
        server.closeAllConnections()
      }),
  }
}
