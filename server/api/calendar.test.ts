import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventView } from '../../common/calendar/schemas'
import type { Envelope } from '../../common/http/envelope'
import { resolveSectionRefs } from '../cms'
import { seedEvents } from '../db/seed/calendar'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { jsonRequest } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let ids: number[]

beforeAll(async () => {
  runtime = await createTestRuntime()
  ids = await seedEvents(runtime.database.db, { siteId: runtime.site.id })
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())

const filter = async (body: unknown, language = 'hr') => {
  const response = await app.request(`/api/v1/calendar/event/public/filter?language=${language}`, jsonRequest('POST', body))
  return { status: response.status, body: await readJson<Envelope<{ records: EventView[]; total: number }>>(response) }
}

describe('calendar/event/public/filter and get', () => {
  it('lists upcoming events soonest first, past ones on request', async () => {
    const upcoming = await filter({})
    expect(upcoming.body.data?.records.map((e) => e.title)).toEqual(['Dan otvorenih vrata oglednog stana', 'Sadnja drveća u parku uz Savu'])
    expect(upcoming.body.data?.records.every((e) => !e.isPast)).toBe(true)
    const past = await filter({ when: 'past' }, 'en')
    expect(past.body.data?.records).toEqual([expect.objectContaining({ title: 'Laying of the foundation stone', isPast: true })])
    expect((await filter({ when: 'all', limit: 2 })).body.data).toMatchObject({ total: 3 })
  })

  it('answers 400 for bad filters and 404 for unknown events', async () => {
    expect((await filter({ when: 'tomorrow' })).status).toBe(400)
    expect((await filter({ limit: 0 })).status).toBe(400)
    expect((await app.request('/api/v1/calendar/event/public/get?id=abc')).status).toBe(400)
    expect((await app.request('/api/v1/calendar/event/public/get?id=99999')).status).toBe(404)
    expect((await app.request('/api/v1/calendar/event/public/ics/99999.ics')).status).toBe(404)
    expect((await app.request('/api/v1/calendar/event/public/ics/1.txt')).status).toBe(404)
  })

  it('reads one event, past ones included, in the language', async () => {
    const response = await app.request(`/api/v1/calendar/event/public/get?id=${ids[2]}&language=de`)
    const body = await readJson<Envelope<EventView>>(response)
    expect(body.data).toMatchObject({ title: 'Grundsteinlegung', isPast: true, latitude: 45.7937 })
  })
})

describe('event .ics', () => {
  it('is an RFC 5545 calendar with UTC times, escaped text and folded lines', async () => {
    const response = await app.request(`/api/v1/calendar/event/public/ics/${ids[0]}.ics?language=hr`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toContain('.ics')
    const text = await response.text()
    const lines = text.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text).not.toMatch(/[^\r]\n/)
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    const unfolded = text.replace(/\r\n /g, '')
    expect(unfolded).toMatch(/^DTSTART:\d{8}T160000Z$/m)
    expect(unfolded).toMatch(/^DTEND:\d{8}T190000Z$/m)
    expect(unfolded).toContain(`UID:event-${ids[0]}@`)
    expect(unfolded).toContain('SUMMARY:Dan otvorenih vrata oglednog stana')
    expect(unfolded).toContain('LOCATION:Prodajni ured Vrtovi Save\\, Savska cesta 120\\, 10000 Zagreb')
    expect(unfolded).toContain('arhitektima projekta.\\n\\nUlaz je slobodan\\, a za djecu')
    expect(unfolded).toMatch(/^URL:http:\/\/localhost:3000\/dogadjaj\/\d+$/m)
  })
})

describe('upcoming-events section', () => {
  const refsFor = (content: unknown) =>
    resolveSectionRefs(runtime.database.db, { siteId: runtime.site.id, locale: 'en', homeSlug: 'pocetna', content })

  it('reads the next public events only for content that has the section, up to its limit', async () => {
    const section = { id: 's1', handler: 'upcoming-events', parts: { heading: 'Events', limit: 1 }, options: {}, mobileOptions: {}, meta: {} }
    expect((await refsFor([section])).events.map((e) => e.title)).toEqual(['Show flat open day'])
    expect((await refsFor([{ ...section, parts: { heading: 'Events', limit: 6 } }])).events).toHaveLength(2)
    expect((await refsFor([{ ...section, handler: 'faq' }])).events).toEqual([])
  })
})
