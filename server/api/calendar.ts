import { Hono } from 'hono'
import { eventFilterSchema, eventIdSchema } from '../../common/calendar/schemas'
import { z } from '../../common/validation/z'
import { pathFor } from '../../common/i18n/paths'
import { eventToIcs, filterPublicEvents, getPublicEvent } from '../calendar'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseOptionalJson, parseQuery } from '../http/validate'
import { siteOrigin } from '../site/site-origin'

export const eventIdQuery = z.object({ id: eventIdSchema })

/** §7 calendar calls under `/api/v1/calendar`: public events and their iCalendar files. */
export const calendarApi = new Hono<AppEnv>()
  .post('/event/public/filter', async (c) => {
    const filter = await parseOptionalJson(c, eventFilterSchema)
    const { db } = c.get('runtime').database
    return ok(c, await filterPublicEvents(db, { siteId: c.get('site').id, locale: c.get('locale'), filter }))
  })
  .get('/event/public/get', async (c) => {
    const { id } = parseQuery(c, eventIdQuery)
    const event = await getPublicEvent(c.get('runtime').database.db, { siteId: c.get('site').id, locale: c.get('locale'), id })
    if (!event) throw ApiError.notFound('EVENT_NOT_FOUND')
    return ok(c, event)
  })
  .get('/event/public/ics/:file', async (c) => {
    const match = /^(\d{1,10})\.ics$/.exec(c.req.param('file'))
    const id = eventIdSchema.safeParse(match?.[1])
    if (!id.success) throw ApiError.notFound('EVENT_NOT_FOUND')
    const locale = c.get('locale')
    const event = await getPublicEvent(c.get('runtime').database.db, { siteId: c.get('site').id, locale, id: id.data })
    if (!event) throw ApiError.notFound('EVENT_NOT_FOUND')
    const origin = siteOrigin({ config: c.get('runtime').config, site: c.get('site'), request: c.req.raw })
    const body = eventToIcs(event, { url: origin + pathFor('event', locale, { id: event.id }), host: new URL(origin).host })
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="dogadjaj-${event.id}.ics"`,
    })
  })
