/**
 * Reads an `.eml` the way a mail program does, enough for tests: its headers (encoded words
 * decoded), and its MIME parts with their bodies decoded. Nodemailer writes it; nothing here
 * guesses at other mailers' quirks.
 */

export interface MimePart {
  headers: Map<string, string>
  body: Buffer
}

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/)
  if (at < 0) return { head: raw, body: '' }
  return { head: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') }
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*(?==\?)?/g, (_, charset: string, encoding: string, text: string) => {
    const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
    return new TextDecoder(charset).decode(bytes)
  })
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()))
  }
  return headers
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64')
  if (encoding?.toLowerCase() === 'quoted-printable') {
    return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
  }
  return Buffer.from(body, 'latin1')
}

/** Every leaf part of the message, depth first. */
export function mimeParts(raw: string): MimePart[] {
  const { head, body } = splitHead(raw)
  const headers = parseHeaders(head)
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1]
  if (!boundary) return [{ headers, body: decodeBody(body, headers.get('content-transfer-encoding')) }]
  const sections = body.split(`--${boundary}`).slice(1)
  return sections.filter((section) => !section.startsWith('--')).flatMap((section) => mimeParts(section.replace(/^\r?\n/, '')))
}

/** The message's own headers (Subject, To …), decoded. */
export function emlHeaders(raw: string): Map<string, string> {
  return parseHeaders(splitHead(raw).head)
}

/** The attached files: name, type and bytes. */
export function emlAttachments(raw: string): { filename: string; contentType: string; content: Buffer }[] {
  return mimeParts(raw)
    .map((part) => ({ part, filename: /filename="?([^";]+)"?/i.exec(part.headers.get('content-disposition') ?? '')?.[1] }))
    .filter((entry): entry is { part: MimePart; filename: string } => Boolean(entry.filename))
    .map(({ part, filename }) => ({ filename, contentType: (part.headers.get('content-type') ?? '').split(';')[0]!.trim(), content: part.body }))
}
