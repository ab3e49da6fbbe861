/** One part's headers: its field name, its file name (null for a plain field) and its type. */
export interface MultipartPart {
  name: string
  filename: string | null
  contentType: string
}

export type MultipartEvent = { type: 'part'; part: MultipartPart } | { type: 'data'; chunk: Buffer } | { type: 'partEnd' }

export class MultipartError extends Error {}

const MAX_HEADER_BYTES = 16 * 1024
const CRLF = Buffer.from('\r\n')
const HEADER_END = Buffer.from('\r\n\r\n')

/** The boundary of a `multipart/form-data` Content-Type, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType)
  return match?.[1] ?? match?.[2] ?? null
}

function headerParam(header: string, param: string): string | null {
  const match = new RegExp(`;\\s*${param}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, 'i').exec(header)
  if (!match) return null
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]!.trim()
}

function parsePartHeaders(block: Buffer): MultipartPart {
  const headers = new Map<string, string>()
  for (const line of block.toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  const disposition = headers.get('content-disposition') ?? ''
  const name = headerParam(disposition, 'name')
  if (!/^form-data\b/i.test(disposition) || name === null) throw new MultipartError('part without a form-data name')
  return { name, filename: headerParam(disposition, 'filename'), contentType: headers.get('content-type') ?? 'text/plain' }
}

/**
 * A `multipart/form-data` body split into parts as it streams in: each part's headers, then its
 * bytes chunk by chunk, then its end. Nothing but the current chunk and a boundary's length of
 * look-behind is held, so a caller that writes the chunks out holds no file in memory.
 */
export async function* multipartEvents(body: AsyncIterable<Uint8Array>, boundary: string): AsyncGenerator<MultipartEvent> {
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  const keep = delimiter.length - 1
  // The first boundary has no line break before it; one is lent so that every boundary looks alike.
  let pending: Buffer = Buffer.from(CRLF)
  let state = 'preamble' as 'preamble' | 'boundary' | 'headers' | 'body' | 'done'

  function* drain(): Generator<MultipartEvent> {
    for (;;) {
      if (state === 'preamble') {
        const at = pending.indexOf(delimiter)
        if (at < 0) {
          pending = pending.subarray(Math.max(0, pending.length - keep))
          return
        }
        pending = pending.subarray(at + delimiter.length)
        state = 'boundary'
      } else if (state === 'boundary') {
        if (pending.length < 2) return
        if (pending[0] === 0x2d && pending[1] === 0x2d) {
          state = 'done'
          return
        }
        const eol = pending.indexOf(CRLF)
        if (eol < 0) {
          if (pending.length > 256) throw new MultipartError('bad boundary line')
          return
        }
        // Transport padding (spaces, tabs) may follow a boundary before its line break.
        if (!/^[ \t]*$/.test(pending.subarray(0, eol).toString('latin1'))) throw new MultipartError('bad boundary line')
        pending = pending.subarray(eol + 2)
        state = 'headers'
      } else if (state === 'headers') {
        const at = pending.indexOf(HEADER_END)
        if (at < 0) {
          if (pending.length > MAX_HEADER_BYTES) throw new MultipartError('part headers too long')
          return
        }
        const part = parsePartHeaders(pending.subarray(0, at))
        pending = pending.subarray(at + HEADER_END.length)
        state = 'body'
        yield { type: 'part', part }
      } else if (state === 'body') {
        const at = pending.indexOf(delimiter)
        if (at < 0) {
          const safe = pending.length - keep
          if (safe > 0) {
            yield { type: 'data', chunk: pending.subarray(0, safe) }
            pending = pending.subarray(safe)
          }
          return
        }
        if (at > 0) yield { type: 'data', chunk: pending.subarray(0, at) }
        yield { type: 'partEnd' }
        pending = pending.subarray(at + delimiter.length)
        state = 'boundary'
      } else return
    }
  }

  for await (const chunk of body) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    yield* drain()
    // What follows the closing boundary (an epilogue) is not read.
    if (state === 'done') return
  }
  if (state !== 'done') throw new MultipartError('body ended inside the form')
}
