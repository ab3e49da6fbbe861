import { describe, expect, it } from 'vitest'
import { multipartBoundary, multipartEvents, MultipartError } from './multipart-stream'

/** A browser-made form body (undici's), and the parts it holds as read back in chunks of `size` bytes. */
async function partsOf(form: FormData, size: number) {
  const response = new Response(form)
  const boundary = multipartBoundary(response.headers.get('content-type') ?? undefined)!
  const bytes = Buffer.from(await response.arrayBuffer())
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
  }
  const parts: { name: string; filename: string | null; body: string }[] = []
  for await (const event of multipartEvents(chunks(), boundary)) {
    if (event.type === 'part') parts.push({ name: event.part.name, filename: event.part.filename, body: '' })
    else if (event.type === 'data') parts.at(-1)!.body += event.chunk.toString('latin1')
  }
  return parts
}

describe('multipartEvents', () => {
  it('reads fields and files whatever the chunk size, boundary-like bytes inside a file included', async () => {
    const form = new FormData()
    form.append('customData', '{"a":1}')
    const tricky = '%PDF-1.4\r\n--not-the-boundary\r\n\r\n--' + 'x'.repeat(5000) + '\r\n'
    form.append('file', new File([tricky], 'prvi dokument.pdf', { type: 'application/pdf' }))
    form.append('file', new File([''], 'prazan.pdf'))
    const expected = [
      { name: 'customData', filename: null, body: '{"a":1}' },
      { name: 'file', filename: 'prvi dokument.pdf', body: tricky },
      { name: 'file', filename: 'prazan.pdf', body: '' },
    ]
    for (const size of [1, 7, 64, 100_000]) expect(await partsOf(form, size), `chunks of ${size}`).toEqual(expected)
  })

  it('takes the boundary from the Content-Type, quoted or not, and refuses a truncated body', async () => {
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b')
    expect(multipartBoundary('multipart/form-data;boundary=xyz')).toBe('xyz')
    expect(multipartBoundary('application/json')).toBeNull()
    async function* truncated() {
      yield Buffer.from('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF')
    }
    await expect(async () => {
      for await (const event of multipartEvents(truncated(), 'xyz')) void event
    }).rejects.toThrow(MultipartError)
  })
})
