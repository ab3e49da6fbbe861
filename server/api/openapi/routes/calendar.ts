import { eventFilterSchema } from '../../../../common/calendar/schemas'
import { eventIdQuery } from '../../calendar'
import { tagged } from '../registry'

const op = tagged('calendar')

export const calendarOperations = [
  op('POST', '/v1/calendar/event/public/filter', 'Public calendar events, filtered', { body: eventFilterSchema }),
  op('GET', '/v1/calendar/event/public/get', 'One public calendar event', { query: eventIdQuery }),
  op('GET', '/v1/calendar/event/public/ics/{file}', 'A public event as an iCalendar file (`{id}.ics`) to add to a calendar'),
]
