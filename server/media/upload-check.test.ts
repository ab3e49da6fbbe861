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
