import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressAssets } from '../../build-tools/precompress'
import { createApp } from '../app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'

let runtime: TestRuntime
let clientDir: string
let server: ServerType
let origin: string
const script = `export const greeting = ${JSON.stringify('Dobar dan, '.repeat(400))}\n`

beforeAll(async () => {
  runtime = await createTestRuntime({ isProduction: true })
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'izlog-client-'))
  await fs.mkdir(path.join(clientDir, 'assets'))
  await fs.writeFile(path.join(clientDir, 'assets', 'page-abc123.js'), script)
  await fs.writeFile(path.join(clientDir, 'assets', 'tiny-abc123.js'), 'export {}\n')
  // The plugin's own hook, on a client build's output folder.
  const plugin = precompressAssets()
  const closeBundle = plugin.closeBundle as unknown as (this: unknown) => Promise<void>
  await closeBundle.call({ environment: { config: { root: clientDir, build: { outDir: '.', assetsDir: 'assets' } } } })
  // Through the Node adapter, as in production: it carries headers set after the body is chosen.
  const app = createApp({ runtime, clientDir })
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await runtime.dispose()
  await fs.rm(clientDir, { recursive: true, force: true })
})

describe('precompressed bundles', () => {
  it('the build writes a Brotli and a gzip copy of each text file of 1 KB or more', async () => {
    const names = await fs.readdir(path.join(clientDir, 'assets'))
    expect(names.sort()).toEqual(['page-abc123.js', 'page-abc123.js.br', 'page-abc123.js.gz', 'tiny-abc123.js'])
  })

  it('sends the Brotli copy to a browser that takes it, gzip to one that takes only gzip, the file itself otherwise', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: (body: Buffer) => zlib.brotliDecompressSync(body) },
      { accept: 'gzip, deflate', encoding: 'gzip', decode: (body: Buffer) => zlib.gunzipSync(body) },
      { accept: '', encoding: null, decode: (body: Buffer) => body },
    ]
    for (const { accept, encoding, decode } of cases) {
      // fetch() would decode the body and drop the header; node:http reads it as sent.
      const response = await rawGet('/assets/page-abc123.js', accept)
      expect(response.status, accept).toBe(200)
      expect(response.headers['content-encoding'] ?? null, accept).toBe(encoding)
      expect(response.headers['content-type']).toMatch(/^text\/javascript/)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(String(response.headers.vary).match(/accept-encoding/gi) ?? []).toHaveLength(1)
      expect(decode(response.body).toString()).toBe(script)
    }
  })

  it('answers a bundle that does not exist with 404, never 500', async () => {
    const response = await rawGet('/assets/missing-000000.js', 'br')
    expect(response.status).toBe(404)
  })
})

function rawGet(pathname: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}
