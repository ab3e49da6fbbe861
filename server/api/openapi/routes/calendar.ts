import { eventFilterSchema } from '../../../../common/calendar/schemas'
import { eventIdQuery } from '../../calendar'
import { tagged } from '../registry'

const op = tagged('calendar')

export const calendarOperations = [
  op('POST', '/v1/calendar/event/public/filter', 'Public filter', { body: eventFilterSchema }),
  op('GET', '/v1/calendar/event/public/get', 'Public get', { query: eventIdQuery }),
  op('GET', '/v1/calendar/event/public/ics/{file}', 'Public ics'),
]
