import { eventFilterSchema } from '../../../../common/calendar/schemas'
import { eventListSchema, eventViewSchema } from '../../../../common/calendar/event-view-schema'
import { eventIdQuery } from '../../calendar'
import { tagged } from '../registry'

const op = tagged('calendar')

const noEvent = 'No public event with this id on the site.'

export const calendarOperations = [
  op('POST', '/v1/calendar/event/public/filter', 'Public calendar events, filtered', { body: eventFilterSchema, response: eventListSchema }),
  op('GET', '/v1/calendar/event/public/get', 'One public calendar event', { query: eventIdQuery, response: eventViewSchema, errors: { 404: noEvent } }),
  op('GET', '/v1/calendar/event/public/ics/{file}', 'A public event as an iCalendar file (`{id}.ics`) to add to a calendar', { errors: { 404: `${noEvent} Or a file name that is not \`{id}.ics\`.` }, file: { types: ['text/calendar'], description: 'The event as an iCalendar file.' } }),
]
