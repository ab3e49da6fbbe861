/**
 * SSR of the category page on a generated catalogue (default: large) next to the trivial SSR page
 * `/_baseline`, the same way `bench:ssr` measures: autocannon, 16 connections, 10 s each.
 *   npx tsx bench/catalogue-ssr.ts [size]
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { databaseName, serverUrl, type BenchSize } from './catalogue-gen'

const size = (process.argv[2] ?? 'large') as BenchSize
const port = 3917
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16)
const child = spawn(process.execPath, ['server.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'izlog-bench-')),
    DATABASE_URL: `${serverUrl}/${databaseName(size)}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const base = `http://127.0.0.1:${port}`
for (let i = 0; ; i++) {
  if (i > 120) throw new Error('server did not start')
  const ok = await fetch(`${base}/_baseline`).then((r) => r.ok).catch(() => false)
  if (ok) break
  await new Promise((resolve) => setTimeout(resolve, 500))
}
const pages = { category: '/shop/kategorija-3', filtered: '/shop/kategorija-3?materijal=13,16&povrsina=20,80&sort=priceAsc&page=2', baseline: '/_baseline' }
const figures: Record<string, { rps: number; p50: number; p99: number; errors: number }> = {}
try {
  for (const [name, url] of Object.entries(pages)) {
    await autocannon({ url: base + url, connections, duration: 2 })
    const result = await autocannon({ url: base + url, connections, duration: seconds })
    figures[name] = { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx }
    console.log(`${size} ${name.padEnd(9)} ${String(figures[name].rps).padStart(6)} req/s  p50 ${figures[name].p50} ms  p99 ${figures[name].p99} ms  errors ${figures[name].errors}`)
  }
  const ratio = (name: string) => `${(figures[name]!.rps / figures.baseline!.rps).toFixed(2)} throughput, ${(figures[name]!.p99 / Math.max(1, figures.baseline!.p99)).toFixed(2)} p99`
  console.log(`category/baseline: ${ratio('category')}; filtered/baseline: ${ratio('filtered')}`)
} finally {
  child.kill('SIGTERM')
}
