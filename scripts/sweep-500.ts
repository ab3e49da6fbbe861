/**
 * `npm run sweep:500`: starts the built site on the demo data (PGlite, fresh folder), walks every
 * route (Hono's route list and React Router's table), fires a broad fixed-seed set of generated
 * hostile requests at each over HTTP, and counts the answers that are a 5xx, carry a stack trace,
 * break the API envelope, or answer a bad page path with something other than 404. It also times
 * oversized and deeply nested bodies (issue 12 §10). A measurement: it prints, it does not fail.
 *
 * Options (env): SWEEP_RUNS requests per endpoint (default 60), SWEEP_SEED (default 12),
 * SWEEP_PORT (default 3403), SWEEP_CONCURRENCY (default 4).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import fc from 'fast-check'
import pageRoutes from '../app/routes'
import { startServer, type RunningServer } from '../bench/server-process'
import { createTestApp } from '../server/testing/test-app'
import { createTestRuntime } from '../server/testing/test-database'
import { commonFieldNames, fuzzRequest, type FuzzRequest, type FuzzVocabulary } from '../server/testing/fuzz/fuzz-request'
import { endpointsFromHono, endpointsFromRouteConfig, type Endpoint } from '../server/testing/fuzz/route-walk'
import { problemsWith } from '../server/testing/fuzz/verdict'

const runs = Number(process.env.SWEEP_RUNS ?? 60)
const seed = Number(process.env.SWEEP_SEED ?? 12)
const port = Number(process.env.SWEEP_PORT ?? 3403)
const concurrency = Number(process.env.SWEEP_CONCURRENCY ?? 4)

/** The failures the issue names, sent as they are in addition to the generated set. */
const knownCases: { method: string; path: string; body?: string }[] = [
  { method: 'GET', path: '/%00' },
  { method: 'GET', path: '/media/%E0%A4%A' },
  { method: 'GET', path: '/api/v1/product/web/get?slug=%00' },
  { method: 'GET', path: '/api/v1/product/web/get?id=2147483648' },
  { method: 'GET', path: '/api/v1/cms/page/get?slug=%00' },
  { method: 'GET', path: '/pretraga?search=%ED%A0%80' },
  { method: 'GET', path: '/shop/dnevni-boravak?page=1e20' },
  { method: 'GET', path: '/en/shop/%00' },
  { method: 'POST', path: '/api/v1/cms/finder/decide', body: '{"params":["\\ud800"]}' },
  { method: 'POST', path: '/api/v1/product/web/filter', body: '{"filters":[{"key":"price","value":{"min":1.5,"max":1e300}}]}' },
  { method: 'POST', path: '/api/v1/product/web/filter', body: '{"page":1,"limit":2147483648}' },
  { method: 'POST', path: '/api/v1/gdpr/web/consent/log/create', body: '{"consents":{"a\\u0000":true}}' },
]

function ensureBuild() {
  if (fs.existsSync('build/server/index.js')) return
  console.log('building…')
  const built = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(1)
}

async function apiRoutes(): Promise<Endpoint[]> {
  const runtime = await createTestRuntime()
  try {
    return endpointsFromHono(createTestApp(runtime).routes)
  } finally {
    await runtime.dispose()
  }
}

/** Slugs from the sitemap, attribute codes from the filter panel, an editor's token (no settings scope). */
async function vocabulary(server: RunningServer): Promise<FuzzVocabulary> {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
  const words = [...sitemap.matchAll(/<loc>[^<]*\/([^/<]+)<\/loc>/g)].map((match) => decodeURIComponent(match[1] ?? ''))
  const navigation = (await (
    await fetch(`${server.url}/api/v1/product/layered/navigation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  ).json()) as { data?: { code?: string }[] }
  const codes = (navigation.data ?? []).flatMap((filter) => (filter.code ? [filter.code] : []))
  const login = (await (
    await fetch(`${server.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'urednik@izlog.local', password: 'izlog-urednik-demo' }),
    })
  ).json()) as { data?: { tokens?: { accessToken?: string } } }
  return {
    words: [...new Set([...words, ...codes, 'main', 'footer', '1'])],
    fields: [...new Set([...commonFieldNames, ...codes])],
    bearer: login.data?.tokens?.accessToken,
  }
}

interface Finding {
  endpoint: Endpoint
  request: FuzzRequest
  status: number
  problems: string[]
}

async function send(server: RunningServer, endpoint: Endpoint, request: FuzzRequest): Promise<Finding> {
  try {
    const response = await fetch(server.url + request.path, { method: request.method, headers: request.headers, body: request.body, redirect: 'manual' })
    const answer = { status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() }
    return { endpoint, request, status: answer.status, problems: problemsWith(endpoint, request.method, answer) }
  } catch (error) {
    return { endpoint, request, status: 0, problems: [`no answer: ${error instanceof Error ? error.message : String(error)}`] }
  }
}

async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await work(items[index]!)
      }
    }),
  )
  return results
}

async function timeBodies(server: RunningServer) {
  const post = (body: string) =>
    fetch(`${server.url}/api/v1/product/web/filter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
      (response) => response.status,
      () => 0,
    )
  const big = `{"keywords":"${'a'.repeat(50 * 1024 * 1024)}"}`
  let started = performance.now()
  const bigStatus = await post(big)
  console.log(`50 MB JSON body: ${bigStatus} in ${Math.round(performance.now() - started)} ms`)
  const nested = '['.repeat(10 * 1024 * 1024) + ']'.repeat(10 * 1024 * 1024)
  started = performance.now()
  const attacks = Promise.all([post(nested), post(nested), post(nested), post(nested)])
  const getStarted = performance.now()
  const get = await fetch(`${server.url}/api/v1/settings/commons?type=languages`)
  const getMs = Math.round(performance.now() - getStarted)
  const statuses = await attacks
  console.log(`4 × 20 MB nested arrays: ${statuses.join(', ')} in ${Math.round(performance.now() - started)} ms; a GET meanwhile: ${get.status} in ${getMs} ms`)
  console.log(`server peak memory after the big bodies (VmHWM): ${server.peakMemoryMb() ?? '?'} MB`)
}

ensureBuild()
const endpoints = [...(await apiRoutes()), ...endpointsFromRouteConfig(pageRoutes)]
const server = await startServer({ port })
try {
  const words = await vocabulary(server)
  const requests = endpoints.flatMap((endpoint, index) =>
    fc.sample(fuzzRequest(endpoint, words), { seed: seed + index, numRuns: runs }).map((request) => ({ endpoint, request })),
  )
  for (const known of knownCases) {
    const endpoint: Endpoint = { method: known.method, pattern: `known case ${known.path.split('?')[0]}`, kind: known.path.startsWith('/api/') ? 'api' : 'page' }
    const headers: Record<string, string> = known.body ? { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' } : {}
    requests.push({ endpoint, request: { ...known, headers } })
  }
  console.log(`${endpoints.length} endpoints, ${requests.length} requests (seed ${seed}, ${runs} per endpoint)`)
  const started = performance.now()
  const findings = await inParallel(requests, concurrency, ({ endpoint, request }) => send(server, endpoint, request))
  const bad = findings.filter((finding) => finding.problems.length > 0)
  const count = (problem: (text: string) => boolean) => bad.filter((finding) => finding.problems.some(problem)).length
  console.log(`\nsent ${findings.length} in ${Math.round((performance.now() - started) / 1000)} s`)
  console.log(`5xx answers:            ${count((p) => p.startsWith('status 5'))}`)
  console.log(`stack traces:           ${count((p) => p.startsWith('stack'))}`)
  console.log(`API errors off-envelope: ${count((p) => p.startsWith('API error') || p.startsWith('envelope'))}`)
  console.log(`pages not 404:          ${count((p) => p.startsWith('page answered'))}`)
  console.log(`no answer:              ${count((p) => p.startsWith('no answer'))}`)
  const byEndpoint = new Map<string, Finding[]>()
  for (const finding of bad) {
    const key = `${finding.endpoint.method} ${finding.endpoint.pattern}`
    byEndpoint.set(key, [...(byEndpoint.get(key) ?? []), finding])
  }
  console.log('\nby endpoint (count, first example):')
  for (const [key, list] of [...byEndpoint].sort((a, b) => b[1].length - a[1].length)) {
    const first = list[0]!
    console.log(`${String(list.length).padStart(4)}  ${key}  → ${first.status} ${first.problems.join('; ')}  ${first.request.method} ${first.request.path.slice(0, 120)}${first.request.body ? ` body ${JSON.stringify(first.request.body.slice(0, 100))}` : ''}`)
  }
  console.log(`\nserver peak memory after the sweep (VmHWM): ${server.peakMemoryMb() ?? '?'} MB`)
  await timeBodies(server)
} finally {
  await server.stop()
}
