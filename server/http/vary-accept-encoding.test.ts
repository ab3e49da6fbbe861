import { gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { describe, expect, it } from 'vitest'
import { varyOnAcceptEncoding } from './vary-accept-encoding'

const page = '<p>' + 'stranica '.repeat(400) + '</p>'
const app = new Hono()
  .use(compress(), varyOnAcceptEncoding)
  .get('/page', (c) => c.html(page))
  .get('/cookie-page', (c) => c.html(page, 200, { Vary: 'Cookie' }))
  .get('/image', (c) => c.body(new Uint8Array(2048), 200, { 'Content-Type': 'image/png' }))

describe('Vary: Accept-Encoding', () => {
  it('is named once on compressible responses, whether or not they are compressed', async () => {
    const plain = await app.request('/page')
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(await plain.text()).toBe(page)
    const gzipped = await app.request('/page', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding')
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(page)
  })

  it('keeps what a response already varies on, and leaves incompressible responses alone', async () => {
    expect((await app.request('/cookie-page')).headers.get('vary')).toBe('Cookie, Accept-Encoding')
    expect((await app.request('/image')).headers.get('vary')).toBeNull()
  })
})
