import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EditableProduct } from '../../common/catalog/product-edit'
import type { Envelope } from '../../common/http/envelope'
import { formatMoney } from '../../common/money'
import { ACCESS_COOKIE } from '../auth/cookies'
import { createScratchDatabase } from '../testing/scratch-postgres'

/**
 * Issue 11 §3: two real server processes on one PostgreSQL and one Redis. A price saved through
 * one is on the product and category pages of the other at once, though both pages were served
 * from the cache before the save, and so is the category page data cache of a logged-in render
 * (ADR 033). Needs the built server (`npm run build`), DATABASE_URL on
 * PostgreSQL and REDIS_URL (or Redis at 127.0.0.1:6379, database 1).
 */
const databaseUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/1'
const ports = [Number(process.env.PAGE_CACHE_TEST_PORT_A ?? 3321), Number(process.env.PAGE_CACHE_TEST_PORT_B ?? 3322)]

async function redisReachable(): Promise<boolean> {
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 1000, reconnectStrategy: false } })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.ping()
    await client.close()
    return true
  } catch {
    return false
  }
}

const skipReason = !databaseUrl?.startsWith('postgres')
  ? 'DATABASE_URL does not point at PostgreSQL (PGlite has one process)'
  : !fs.existsSync('build/server/index.js')
    ? 'no built server (npm run build)'
    : !(await redisReachable())
      ? `Redis is not reachable at ${redisUrl}`
      : null
if (skipReason) console.warn(`two-process page cache test skipped: ${skipReason}`)

const children: ChildProcess[] = []
let testDatabaseUrl = ''
let scratch: { url: string; drop(): Promise<void> } | undefined

async function startProcess(port: number): Promise<string> {
  const child = spawn(process.execPath, ['server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATABASE_URL: testDatabaseUrl, REDIS_URL: redisUrl, LOG_LEVEL: 'warn', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'izlog-two-')) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(child)
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`)
    if (await fetch(`${url}/_baseline`).then((r) => r.ok).catch(() => false)) return url
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`server on ${port} did not start`)
}

describe.skipIf(skipReason !== null)(`two server processes on one PostgreSQL and Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let one = ''
  let other = ''
  let token = ''

  beforeAll(async () => {
    // Shared database servers give each user a prefix of their own (PAGE_CACHE_TEST_DB_PREFIX).
    scratch = await createScratchDatabase(databaseUrl!, `${process.env.PAGE_CACHE_TEST_DB_PREFIX ?? 'izlog'}_page_cache_two`)
    testDatabaseUrl = scratch.url
    one = await startProcess(ports[0]!)
    other = await startProcess(ports[1]!)
    const email = `cijene.${process.pid}@example.hr`
    const password = `Lozinka-${randomBytes(8).toString('hex')}`
    const created = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/create-user.ts', '--email', email, '--password', password, '--backoffice', '--scopes', 'catalog'], {
      env: { ...process.env, DATABASE_URL: testDatabaseUrl },
      encoding: 'utf8',
    })
    expect(created.status, created.stderr).toBe(0)
    const login = await fetch(`${one}/api/v1/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: email, password }) })
    token = ((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken
  }, 300_000)

  afterAll(async () => {
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))))))
    await scratch?.drop()
  })

  it('a price saved through one process is on the other’s product and category pages at once', async () => {
    const categoryPath = '/shop/paketi-interijera'
    const read = async (base: string, pagePath: string, headers: Record<string, string>) => {
      const response = await fetch(base + pagePath, { headers })
      return { cache: response.headers.get('x-cache'), tags: response.headers.get('cache-tag') ?? '', html: await response.text() }
    }
    // A keep-alive connection the server closed while idle is retried once.
    const get = (base: string, pagePath: string, headers: Record<string, string> = {}) => read(base, pagePath, headers).catch(() => read(base, pagePath, headers))
    const productPath = /href="(\/product\/[^"?#]+)"/.exec((await get(other, categoryPath)).html)?.[1]
    expect(productPath).toBeTruthy()
    await get(other, productPath!)
    const [productBefore, categoryBefore] = [await get(other, productPath!), await get(other, categoryPath)]
    expect([productBefore.cache, categoryBefore.cache]).toEqual(['hit', 'hit'])
    const productId = Number(/product:(\d+)/.exec(productBefore.tags)?.[1])

    const auth = { Authorization: `Bearer ${token}` }
    // The manager's page render (session cookie) bypasses the page cache; the second one reads the other process's category data cache (ADR 033).
    const session = { Cookie: `${ACCESS_COOKIE}=${token}` }
    await get(other, categoryPath, session)
    expect((await get(other, categoryPath, session)).cache).toBe('bypass')
    const editable = (await (await fetch(`${one}/api/v1/backoffice/products/${productId}`, { headers: auth })).json()) as Envelope<{ product: EditableProduct }>
    const product = editable.data!.product
    const newPrice = product.price + 4_321
    const text = (locale: 'hr' | 'en' | 'de') => {
      const t = product.translations[locale]
      return t ? { name: t.name, description: t.description } : undefined
    }
    const saved = await fetch(`${one}/api/v1/backoffice/products/${productId}`, {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...product, translations: { hr: text('hr')!, en: text('en'), de: text('de') }, price: newPrice }),
    })
    expect(saved.status).toBe(200)

    const [productAfter, categoryAfter] = [await get(other, productPath!), await get(other, categoryPath)]
    expect([productAfter.cache, categoryAfter.cache]).toEqual(['miss', 'miss'])
    expect(productAfter.html).toContain(formatMoney(newPrice, 'hr'))
    expect(categoryAfter.html).toContain(formatMoney(newPrice, 'hr'))
    expect((await get(other, categoryPath, session)).html).toContain(formatMoney(newPrice, 'hr'))
  })
})
