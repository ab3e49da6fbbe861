/**
 * `npm run bench:js`: the JavaScript a first visit loads on each storefront page (issue 11 §6).
 * Starts the built site on a fresh database, opens every page in Chromium with an empty cache,
 * waits until the network is idle, and sums the gzip size of every script the page loaded —
 * split into the framework (react, react-dom, react-router, scheduler) and everything else.
 * Budget: ≤ 140 KB gzip in all, of which ≤ 30 KB other than the framework; exits 1 when missed.
 *
 * Env: BENCH_PORT (default 3950), BENCH_PAGES (comma-separated paths), VERBOSE=1 lists the scripts.
 * Run after `npm run build`.
 */
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { startServer } from './server-process'

const port = Number(process.env.BENCH_PORT ?? 3950)
const pages = (process.env.BENCH_PAGES ?? '/,/shop/namjestaj,/product/polica-za-knjige-cetina,/kosarica,/o-projektu,/pretraga?q=stol,/objave').split(',')
const budget = { total: 140_000, nonFramework: 30_000 }

/** vite.config.ts puts react, react-dom, react-router and scheduler into one chunk of this name. */
const isFramework = (url: string): boolean => /\/assets\/framework-[\w-]+\.js$/.test(url)

interface PageScripts {
  path: string
  scripts: { url: string; gzip: number; framework: boolean }[]
  /** Inline scripts (React Router's hydration data and route manifest): shown, not in the budget. */
  inlineGzip: number
}

async function measure(baseUrl: string, pagePath: string): Promise<PageScripts> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  try {
    const context = await browser.newContext({ locale: 'hr-HR', extraHTTPHeaders: { 'accept-language': 'hr-HR,hr;q=0.9' } })
    const page = await context.newPage()
    const bodies: Promise<{ url: string; body: Buffer }>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      bodies.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, body })))
    })
    await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' })
    const inline = await page.$$eval('script:not([src])', (scripts) => scripts.map((script) => script.textContent ?? ''))
    const scripts = (await Promise.all(bodies)).map(({ url, body }) => ({
      url,
      gzip: gzipSync(body, { level: 9 }).length,
      framework: isFramework(url),
    }))
    return { path: pagePath, scripts, inlineGzip: gzipSync(Buffer.from(inline.join('\n')), { level: 9 }).length }
  } finally {
    await browser.close()
  }
}

const kb = (bytes: number): string => (bytes / 1000).toFixed(1)

const server = await startServer({ port })
let missed = false
try {
  console.log('page'.padEnd(36) + 'scripts'.padStart(8) + 'total KB'.padStart(10) + 'framework'.padStart(11) + 'other KB'.padStart(10) + 'inline KB'.padStart(11))
  for (const pagePath of pages) {
    const result = await measure(server.url, pagePath)
    const total = result.scripts.reduce((sum, script) => sum + script.gzip, 0)
    const frameworkBytes = result.scripts.filter((script) => script.framework).reduce((sum, script) => sum + script.gzip, 0)
    const other = total - frameworkBytes
    const over = total > budget.total || other > budget.nonFramework
    missed ||= over
    console.log(
      pagePath.padEnd(36) +
        String(result.scripts.length).padStart(8) +
        kb(total).padStart(10) +
        kb(frameworkBytes).padStart(11) +
        kb(other).padStart(10) +
        kb(result.inlineGzip).padStart(11) +
        (over ? '  over budget' : ''),
    )
    if (process.env.VERBOSE) {
      for (const script of [...result.scripts].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`    ${script.framework ? 'F' : ' '} ${kb(script.gzip).padStart(6)} ${script.url}`)
      }
    }
  }
  console.log(`budget: ≤ ${kb(budget.total)} KB gzip per page, ≤ ${kb(budget.nonFramework)} KB other than react, react-dom, react-router`)
} finally {
  await server.stop()
}
process.exit(missed ? 1 : 0)
