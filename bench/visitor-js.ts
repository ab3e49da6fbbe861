/**
 * The JavaScript a visitor downloads for a page (issue 10: "visitors pay nothing" for edit mode).
 * Starts the built site on a fresh database, reads every `<script src>` and `modulepreload` of the
 * page's HTML, and reports their count, raw bytes and gzip bytes. Run after `npm run build`:
 * `npm run bench:visitor-js` (BENCH_PORT, default 3950; BENCH_PATH, default `/`).
 */
import { gzipSync } from 'node:zlib'
import { startServer } from './server-process'

const port = Number(process.env.BENCH_PORT ?? 3950)
const pagePath = process.env.BENCH_PATH ?? '/'

const server = await startServer({ port })
try {
  const html = await (await fetch(server.url + pagePath, { headers: { 'accept-language': 'hr' } })).text()
  const urls = new Set<string>()
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) urls.add(match[1]!)
  // Inline module scripts import the entry too.
  for (const match of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) urls.add(match[1]!)
  let raw = 0
  let gzip = 0
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, server.url))).arrayBuffer())
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
    if (process.env.VERBOSE) console.log(`  ${url} ${body.length} B`)
  }
  console.log(`${pagePath}: ${urls.size} scripts, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip`)
} finally {
  await server.stop()
}
