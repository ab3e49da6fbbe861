import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase } from '../server/testing/scratch-postgres'
import { spawnTsx, type Child } from '../server/testing/child-process'

/**
 * Issue 25 §7 and §8: what `npm start` refuses, and a worker that cannot bind. The launcher is
 * started as the operator starts it (`node scripts/start.mjs`); the port is taken by a listener of
 * the test's own. The cluster needs the built server, PostgreSQL (DATABASE_URL) and Redis.
 */
const databaseUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/1'
const built = fs.existsSync('build/server/index.js')

async function redisReachable(): Promise<boolean> {
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 1000, reconnectStrategy: false } })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.close()
    return true
  } catch {
    return false
  }
}
const clusterSkip = !databaseUrl ? 'DATABASE_URL does not point at PostgreSQL' : !built ? 'no built server (npm run build)' : !(await redisReachable()) ? `no Redis at ${redisUrl}` : null

let taken: net.Server
let port = 0
const children: Child[] = []

beforeAll(async () => {
  taken = net.createServer()
  await new Promise<void>((resolve) => taken.listen(0, '0.0.0.0', resolve))
  port = (taken.address() as net.AddressInfo).port
})
afterAll(async () => {
  for (const child of children) await child.kill9()
  await new Promise((resolve) => taken.close(resolve))
})

/** `node <script>` with this environment; spawnTsx's loader is harmless for plain JavaScript. */
function start(script: string, env: Record<string, string | undefined>): Child {
  // No demo content: the start is all the test needs, and it is slow enough on a busy machine.
  const child = spawnTsx(script, [], { NODE_ENV: undefined, LOG_LEVEL: 'warn', SEED_DEMO: 'false', PORT: String(port), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'izlog-start-')), ...env })
  children.push(child)
  return child
}

describe('npm start', () => {
  it('refuses WORKERS>1 without REDIS_URL, before building or serving anything, and says why', async () => {
    const child = start('scripts/start.mjs', { WORKERS: '2', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', REDIS_URL: undefined })
    expect(await child.exited).toEqual({ code: 1, signal: null })
    expect(child.output()).toContain('[izlog] error WORKERS=2 needs REDIS_URL')
    expect(child.output()).toContain('Set REDIS_URL, or start one process')
  })

  it.skipIf(!built)('one process on a port in use stops with one line naming the port', async () => {
    const child = start('server.js', { DATABASE_URL: undefined, REDIS_URL: undefined, NODE_ENV: 'production' })
    expect(await child.exited).toEqual({ code: 1, signal: null })
    expect(child.output()).toContain(`[izlog] error cannot listen on 0.0.0.0:${port}: another program already listens there (EADDRINUSE)`)
    expect(child.output()).not.toMatch(/\n\s+at /)
  }, 300_000)

  describe.skipIf(clusterSkip !== null)(`WORKERS=2 on PostgreSQL and Redis${clusterSkip ? ` (skipped: ${clusterSkip})` : ''}`, () => {
    let scratch: { url: string; drop(): Promise<void> } | undefined
    beforeAll(async () => {
      scratch = await createScratchDatabase(databaseUrl!, 'izlog_start_cluster')
    })
    afterAll(async () => {
      for (const child of children) await child.kill9()
      await scratch?.drop()
    })

    it('a worker that cannot bind is tried again with growing pauses, then the cluster gives up with a message', async () => {
      const child = start('scripts/start.mjs', { WORKERS: '2', DATABASE_URL: scratch!.url, REDIS_URL: redisUrl })
      expect(await child.exited).toEqual({ code: 1, signal: null })
      const output = child.output()
      expect(output.match(/cannot listen on 0\.0\.0\.0:\d+: another program already listens there/g)).toHaveLength(4)
      expect(output).toMatch(/trying again in 1 s \(failed start 1 of 4\)/)
      expect(output).toMatch(/trying again in 2 s \(failed start 2 of 4\)/)
      expect(output).toMatch(/trying again in 4 s \(failed start 3 of 4\)/)
      expect(output).toContain('[izlog] error a worker failed to start 4 times in a row')
    }, 480_000)
  })
})
