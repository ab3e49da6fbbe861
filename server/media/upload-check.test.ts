import { deflateSync } from 'node:zlib'
import { PDFDocument, PDFName, PDFString } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { checkUpload } from './upload-check'

const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } }).png().toBuffer()
const pdf = (body: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog ${body} >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1')

describe('checkUpload', () => {
  it('accepts real images and plain PDFs, by content', async () => {
    expect(await checkUpload(await png())).toEqual({ ok: true, mime: 'image/png' })
    const jpeg = await sharp(await png()).jpeg().toBuffer()
    expect(await checkUpload(jpeg)).toEqual({ ok: true, mime: 'image/jpeg' })
    expect(await checkUpload(pdf(''))).toEqual({ ok: true, mime: 'application/pdf' })
  })

  it('refuses files over 10 MB', async () => {
    expect(await checkUpload(Buffer.alloc(10 * 1024 * 1024 + 1))).toEqual({ ok: false, reason: 'tooLarge' })
  })

  it('refuses HTML named .png, SVG with script, and unknown bytes', async () => {
    expect(await checkUpload(Buffer.from('<!doctype html><html><script>alert(1)</script></html>'))).toEqual({ ok: false, reason: 'unsafe' })
    expect(await checkUpload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toEqual({ ok: false, reason: 'unsafe' })
    expect(await checkUpload(Buffer.from('just some text'))).toEqual({ ok: false, reason: 'badType' })
  })

  it('refuses polyglots: an image or PDF with markup or active content inside', async () => {
    const polyglot = Buffer.concat([await png(), Buffer.from('<script>alert(1)</script>')])
    expect(await checkUpload(polyglot)).toEqual({ ok: false, reason: 'unsafe' })
    expect(await checkUpload(pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'))).toEqual({ ok: false, reason: 'unsafe' })
  })

  it('refuses an image whose header is right but whose data does not decode', async () => {
    const header = (await png()).subarray(0, 40)
    expect(await checkUpload(header)).toEqual({ ok: false, reason: 'unreadable' })
  })
})

/** A real PDF with one page, made by pdf-lib; `action` becomes the catalog's /OpenAction. */
async function madePdf(action: Record<string, string> | null, useObjectStreams: boolean): Promise<Buffer> {
  const document = await PDFDocument.create()
  document.addPage()
  if (action) {
    const entries = Object.fromEntries(Object.entries(action).map(([key, value]) => [key, key === 'S' ? value : PDFString.of(value)]))
    document.catalog.set(PDFName.of('OpenAction'), document.context.register(document.context.obj(entries)))
  }
  return Buffer.from(await document.save({ useObjectStreams }))
}

describe('checkUpload: active content in PDFs (issue 25 point 10)', () => {
  const refused = { ok: false, reason: 'unsafe' }

  it('decodes #xx escapes in names before judging them, in either case', async () => {
    for (const action of [
      '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>',
      '/OpenAction << /S /Java#53cript /#4a#53 (app.alert(1)) >>',
      '/OpenAction << /S /#4aava#53cript /#4a#53 (app.alert(1)) >>',
      '/OpenAction << /S /L#61unch /F (calc.exe) >>',
      '/OpenAction << /S /Laun#63h /F (calc.exe) >>',
      '/Names << /EmbeddedFiles << /Names [(a) << /Type /Filespec /EF << /F 2 0 R >> >>] >> >> /X << /Type /Embedded#46ile >>',
      '/AA << /O << /S /#52ichMedia >> >>',
    ]) {
      expect(await checkUpload(pdf(action)), action).toEqual(refused)
    }
  })

  it('finds JavaScript and Launch actions packed in compressed object streams', async () => {
    const script = await madePdf({ S: 'JavaScript', JS: 'app.alert(1)' }, true)
    // The action is not in the file's bytes as text: only the object stream's contents hold it.
    expect(script.toString('latin1')).not.toContain('JavaScript')
    expect(await checkUpload(script)).toEqual(refused)
    expect(await checkUpload(await madePdf({ S: 'Launch', F: 'calc.exe' }, true))).toEqual(refused)
  })

  it('refuses an object stream whose type is spelt with an escape the parser does not undo', async () => {
    const objects = '2 0 << /S /JavaScript /JS (app.alert(1)) >>'
    const packed = deflateSync(Buffer.from(objects, 'latin1'))
    const head = Buffer.from(
      `%PDF-1.5\n1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj\n3 0 obj << /Type /ObjSt#6d /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      'latin1',
    )
    const file = Buffer.concat([head, packed, Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1')])
    expect(await checkUpload(file)).toEqual(refused)
  })

  it('accepts ordinary PDFs, with or without object streams, and a link action', async () => {
    expect(await checkUpload(await madePdf(null, false))).toEqual({ ok: true, mime: 'application/pdf' })
    expect(await checkUpload(await madePdf(null, true))).toEqual({ ok: true, mime: 'application/pdf' })
    expect(await checkUpload(await madePdf({ S: 'URI', URI: 'https://example.hr/' }, true))).toEqual({ ok: true, mime: 'application/pdf' })
    // A name that merely starts like one of them is another name.
    expect(await checkUpload(pdf('/JSONData (x) /Launcher (y)'))).toEqual({ ok: true, mime: 'application/pdf' })
  })
})
