/**
 * `npm run bench:js`: the JavaScript a first visit loads on each storefront page (issue 11 §6).
 * Starts the built site on a fresh database, opens every page in Chromium with an empty cache,
 * waits until the network is idle, and sums the gzip size of every script of the first load —
 * split into the framework (react, react-dom, react-router, scheduler) and everything else.
 * The idle prefetch of the next pages' code (2000 ms after load, §9) is shown apart, outside it.
 * Budget: ≤ 140 KB gzip in all, of which ≤ 30 KB other than the framework; exits 1 when missed.
 *
 * Env: BENCH_PORT (default 3950), BENCH_PAGES (comma-separated paths), VERBOSE=1 lists the scripts
 * (F framework, P idle prefetch).
 * Run after `npm run build`.
 */
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { IDLE_PREFETCH_MARK } from '../app/components/layout/idle-prefetch'
import { startServer } from './server-process'

const port = Number(process.env.BENCH_PORT ?? 3950)
const pages = (process.env.BENCH_PAGES ?? '/,/shop/namjestaj,/product/polica-za-knjige-cetina,/kosarica,/o-projektu,/pretraga?search=stol,/objave').split(',')
const budget = { total: 140_000, nonFramework: 30_000 }

/** vite.config.ts puts react, react-dom, react-router and scheduler into one chunk of this name. */
const isFramework = (url: string): boolean => /\/assets\/framework-[\w-]+\.js$/.test(url)

interface Script {
  url: string
  gzip: number
  framework: boolean
}

interface PageScripts {
  path: string
  /** Every script fetched until the load event and network idle: the budget figure. */
  firstLoad: Script[]
  /** The next pages' code, preloaded once the page has been idle for 2000 ms (§9); not in the budget. */
  idlePrefetch: Script[]
  /** Inline scripts (React Router's hydration data and route manifest): shown, not in the budget. */
  inlineGzip: number
  /** Errors and warnings the page logged (a hydration mismatch shows here). */
  consoleProblems: string[]
}

async function measure(baseUrl: string, pagePath: string): Promise<PageScripts> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  try {
    const context = await browser.newContext({ locale: 'hr-HR', extraHTTPHeaders: { 'accept-language': 'hr-HR,hr;q=0.9' } })
    const page = await context.newPage()
    const bodies: Promise<{ url: string; body: Buffer }>[] = []
    const consoleProblems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => consoleProblems.push(`pageerror: ${error.message}`))
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      bodies.push(response.body().then((body) => ({ url: response.url(), body })))
    })
    await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' })
    // The page marks the moment its idle prefetch starts; every script requested from then on is
    // the next pages' code. Wait for the mark and for each preloaded module to have arrived.
    const prefetchStart = await page
      .waitForFunction((mark) => performance.getEntriesByName(mark)[0]?.startTime, IDLE_PREFETCH_MARK, { timeout: 15_000 })
      .then(async (handle) => (await handle.jsonValue()) ?? null)
      .catch(() => null)
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].every((link) => performance.getEntriesByName(link.href).length > 0),
    )
    const requestStarts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    )
    const startOf = new Map(requestStarts.map((entry) => [entry.url, entry.startTime]))
    const inline = await page.$$eval('script:not([src])', (scripts) => scripts.map((script) => script.textContent ?? ''))
    const scripts = (await Promise.all(bodies)).map(({ url, body }) => ({
      url: new URL(url).pathname,
      gzip: gzipSync(body, { level: 9 }).length,
      framework: isFramework(url),
      isPrefetch: prefetchStart !== null && (startOf.get(url) ?? 0) >= prefetchStart,
    }))
    return {
      path: pagePath,
      firstLoad: scripts.filter((script) => !script.isPrefetch),
      idlePrefetch: scripts.filter((script) => script.isPrefetch),
      inlineGzip: gzipSync(Buffer.from(inline.join('\n')), { level: 9 }).length,
      consoleProblems,
    }
  } finally {
    await browser.close()
  }
}

const sum = (scripts: Script[]): number => scripts.reduce((total, script) => total + script.gzip, 0)
const kb = (bytes: number): string => (bytes / 1000).toFixed(1)

const server = await startServer({ port })
let missed = false
try {
  console.log(
    'page'.padEnd(36) + 'scripts'.padStart(8) + 'total KB'.padStart(10) + 'framework'.padStart(11) + 'other KB'.padStart(10) +
      'inline KB'.padStart(11) + 'idle prefetch KB'.padStart(18),
  )
  for (const pagePath of pages) {
    const result = await measure(server.url, pagePath)
    const total = sum(result.firstLoad)
    const frameworkBytes = sum(result.firstLoad.filter((script) => script.framework))
    const other = total - frameworkBytes
    const over = total > budget.total || other > budget.nonFramework
    missed ||= over
    console.log(
      pagePath.padEnd(36) +
        String(result.firstLoad.length).padStart(8) +
        kb(total).padStart(10) +
        kb(frameworkBytes).padStart(11) +
        kb(other).padStart(10) +
        kb(result.inlineGzip).padStart(11) +
        `${kb(sum(result.idlePrefetch))} (${result.idlePrefetch.length})`.padStart(18) +
        (over ? '  over budget' : ''),
    )
    for (const problem of result.consoleProblems) console.log(`    console ${problem}`)
    if (process.env.VERBOSE) {
      const listed = [...result.firstLoad.map((script) => ({ ...script, tag: script.framework ? 'F' : ' ' })), ...result.idlePrefetch.map((script) => ({ ...script, tag: 'P' }))]
      for (const script of listed.sort((a, b) => b.gzip - a.gzip)) {
        console.log(`    ${script.tag} ${kb(script.gzip).padStart(6)} ${script.url}`)
      }
    }
  }
  console.log(`budget: ≤ ${kb(budget.total)} KB gzip per page, ≤ ${kb(budget.nonFramework)} KB other than react, react-dom, react-router`)
} finally {
  await server.stop()
}
process.exit(missed ? 1 : 0)
