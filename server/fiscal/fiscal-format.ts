/**
 * How CIS writes dates and amounts. Times are the wall-clock time in Croatia whatever the server's
 * zone: the tax administration reads `DatVrijeme` as local time (it carries no offset).
 */
const zagrebParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zagreb',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** The wall-clock time in Croatia, two digits a part (four for the year). */
export function zagrebClock(at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = zagrebParts.formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') }
}

function zagrebDateTime(at: Date): { date: string; time: string } {
  const clock = zagrebClock(at)
  return { date: `${clock.day}.${clock.month}.${clock.year}`, time: `${clock.hour}:${clock.minute}:${clock.second}` }
}

/** `dd.MM.yyyyTHH:mm:ss`, the message's DatumVrijeme / DatVrijeme. */
export function formatFiscalDateTime(at: Date): string {
  const { date, time } = zagrebDateTime(at)
  return `${date}T${time}`
}

/** `dd.MM.yyyy HH:mm:ss`, as the ZKI's input writes the time of issue (a space, not a `T`). */
export function formatZkiDateTime(at: Date): string {
  const { date, time } = zagrebDateTime(at)
  return `${date} ${time}`
}

/** Cents as CIS's IznosType: a dot and two decimals, a minus for a storno (`-12.50`). */
export function formatFiscalAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount must be whole cents: ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A VAT rate as CIS's StopaType (`25.00`). */
export function formatFiscalRate(percent: number): string {
  return percent.toFixed(2)
}
