import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { headModulePreloads } from './head-module-preloads'

const head =
  '<!DOCTYPE html><html lang="hr"><head><meta charSet="utf-8"/><title>Čarobni vrt</title>' +
  '<link rel="modulepreload" href="/assets/hero-a1.js"/><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-b2.js" nonce="abc"/></head>'
const body = '<body><p>Primjer: <link rel="modulepreload" href="/x.js"/> u tekstu ostaje.</p></body></html>'
const expectedHead =
  '<!DOCTYPE html><html lang="hr"><head><meta charSet="utf-8"/><title>Čarobni vrt</title>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/hero-a1.js"/><link rel="stylesheet" href="/assets/app.css"/>' +
  '</head>'

/** The document through the transform, cut into pieces of `size` bytes (a tag or a letter may be split). */
async function streamed(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html)
  const pieces: Buffer[] = []
  for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.subarray(start, start + size))
  return text(Readable.from(pieces).pipe(headModulePreloads()))
}

describe('head module preloads', () => {
  it("keeps the page's own preloads at low priority and drops <Scripts>'s, however the stream is cut", async () => {
    for (const size of [1, 2, 7, 64, 4096]) expect(await streamed(head + body, size), `pieces of ${size}`).toBe(expectedHead + body)
  })

  it('leaves the body as it is, and a document without a head end unchanged', async () => {
    expect(await streamed(body, 5)).toBe(body)
  })
})
