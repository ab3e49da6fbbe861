/**
 * `npm run lighthouse`: Lighthouse (mobile) on the storefront pages of the built site,
 * printing the four category scores. Lighthouse is installed on demand into .cache/ (outside the
 * app's lockfile: one of its dependencies is pinned to a dist-tag) and drives /usr/bin/chromium.
 * Targets (issue 11 §6): performance ≥ 98, accessibility, best practices and SEO 100; exits 1 when one is missed.
 *
 * Each page is visited once before it is measured (a live site's state: page cache filled, AVIF
 * renditions encoded), then measured LIGHTHOUSE_RUNS times (default 3); the run of median
 * performance is the one reported, as Lighthouse advises against its run-to-run variance.
 *
 * Env: LIGHTHOUSE_PAGES (comma-separated paths; default home, a category, a product, the cart and a
 * CMS page), LIGHTHOUSE_RUNS, LIGHTHOUSE_PORT (default 3950), CHROME_PATH.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startServer } from '../bench/server-process'

const LIGHTHOUSE_VERSION = '12.8.2'
const prefix = path.resolve('.cache/lighthouse')
const cli = path.join(prefix, 'node_modules/lighthouse/cli/index.js')
const pages = (process.env.LIGHTHOUSE_PAGES ?? '/,/shop/namjestaj,/product/polica-za-knjige-cetina,/kosarica,/o-projektu').split(',')
const targets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const

if (!fs.existsSync(cli)) {
  console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into .cache/lighthouse …`)
  fs.mkdirSync(prefix, { recursive: true })
  execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], {
    stdio: 'inherit',
  })
}
if (!fs.existsSync('build/server/index.js')) {
  spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], { stdio: 'inherit' })
}

interface Report {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { score: number | null; title: string; displayValue?: string; numericValue?: number }>
}

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
const server = await startServer({ port: Number(process.env.LIGHTHOUSE_PORT ?? 3950) })
let missed = false
try {
  for (const page of pages) {
    await warmUp(server.url + page)
    const reports: Report[] = []
    for (let index = 0; index < runs; index++) reports.push(lighthouse(page))
    // Lighthouse's own advice for its run-to-run variance: report the run of median performance.
    const byPerformance = [...reports].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
    const report = byPerformance[Math.floor(byPerformance.length / 2)]!
    const scores = Object.fromEntries(
      Object.entries(report.categories).map(([key, category]) => [key, Math.round((category.score ?? 0) * 100)]),
    )
    const performanceRuns = reports.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)).join('/')
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
      .map((key) => `${key.split('-').map((word) => word[0]).join('').toUpperCase()} ${report.audits[key]?.displayValue ?? '?'}`)
      .join(', ')
    console.log(`${page.padEnd(16)} ${Object.entries(scores).map(([k, v]) => `${k} ${v}`).join('  ')}  (performance runs ${performanceRuns}; median run: ${metrics})`)
    // A private page (the cart) is kept out of search indexes on purpose: its SEO score is not a miss (ADR 035).
    const isPrivate = report.audits['is-crawlable']?.score === 0
    if (isPrivate) console.log(`  seo ${scores.seo}: the page is noindex on purpose (ADR 035), not counted`)
    for (const [key, minimum] of Object.entries(targets)) {
      if (key === 'seo' && isPrivate) continue
      if ((scores[key] ?? 0) < minimum) {
        missed = true
        const failing = Object.values(report.audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9)
          .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
        console.log(`  ${key} ${scores[key]} < ${minimum}; audits below 90: ${failing.slice(0, 8).join('; ')}`)
      }
    }
  }
} finally {
  await server.stop()
}
process.exit(missed ? 1 : 0)

/** One Lighthouse run of a page; its report is kept as .cache/lighthouse/report-<page>.json. */
function lighthouse(page: string): Report {
  const out = path.join(prefix, `report-${page.replace(/\W+/g, '_') || 'home'}.json`)
  const run = () => spawnSync(
    process.execPath,
    [
      cli,
      server.url + page,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--form-factor=mobile',
      // A Croatian visitor: otherwise Chromium's en-US sends `/` to `/en` and the redirect is measured.
      '--extra-headers={"Accept-Language":"hr-HR,hr;q=0.9"}',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  )
  // Lighthouse now and then fails to record the trace (NO_NAVSTART) on this headless Chromium; a
  // second run of the same page is a fair retry, the scores are still one run's.
  let result = run()
  if (result.status !== 0) result = run()
  if (result.status !== 0) throw new Error(`lighthouse failed on ${page}`)
  return JSON.parse(fs.readFileSync(out, 'utf8')) as Report
}

/**
 * One earlier visit to the page, as on any live site: it fills the whole-page cache and encodes the
 * page's AVIF renditions, which ADR 004 leaves to an image's first request (80–500 ms each). The
 * measured visit is still Lighthouse's own, with an empty browser cache.
 */
async function warmUp(url: string): Promise<void> {
  const headers = { 'accept-language': 'hr-HR,hr;q=0.9', accept: 'text/html' }
  const html = await (await fetchWithRetry(url, { headers })).text()
  const images = new Set([...html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)].flatMap((match) => match[1]!.split(',').map((part) => part.trim().split(' ')[0]!)))
  for (const image of images) {
    if (!image.startsWith('/media/')) continue
    await (await fetchWithRetry(new URL(image, url), { headers: { accept: 'image/avif,image/webp,*/*' } })).arrayBuffer()
  }
}

/** The server may close a kept-alive socket just as fetch reuses it (between Lighthouse runs). */
async function fetchWithRetry(url: string | URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch {
    return fetch(url, init)
  }
}
