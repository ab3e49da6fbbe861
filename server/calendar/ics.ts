import type { EventView } from '../../common/calendar/schemas'

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and newlines are escaped. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF and a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const charSize = Buffer.byteLength(char, 'utf8')
    if (size + charSize > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += charSize
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** UTC date-time form `20261124T170000Z`. */
function utc(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/**
 * One event as an iCalendar file that calendar apps import (RFC 5545): times in UTC so no
 * VTIMEZONE block is needed, a stable UID so importing twice updates rather than duplicates.
 */
export function eventToIcs(event: EventView, input: { url: string; host: string; now?: Date }): string {
  const location = [event.place, event.address].filter(Boolean).join(', ')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Izlog//Events//HR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${input.host}`,
    `DTSTAMP:${utc((input.now ?? new Date()).toISOString())}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(event.latitude !== null && event.longitude !== null ? [`GEO:${event.latitude};${event.longitude}`] : []),
    `URL:${input.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(fold).join('\r\n') + '\r\n'
}
