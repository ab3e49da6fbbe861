// `npm start`: builds the site when the build is missing or older than the source, then serves it.
// `WORKERS=N` serves it from N processes sharing the port (Node's cluster; ADR 023).
import { spawnSync } from 'node:child_process'
import cluster from 'node:cluster'
import fs from 'node:fs'
import path from 'node:path'

const watched = ['app', 'common', 'server', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts']
const builtEntry = 'build/server/index.js'

/** A worker that stops before it listens is a failed start; this many in a row and the cluster gives up. */
const MAX_FAILED_STARTS = 4

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)))
  }
  return newest
}

const workers = process.env.WORKERS === undefined ? 1 : Number(process.env.WORKERS)
if (!Number.isInteger(workers) || workers < 1) {
  console.error(`[izlog] error WORKERS must be a whole number of processes (1 or more), not "${process.env.WORKERS}".`)
  process.exit(1)
}
if (workers > 1 && !process.env.DATABASE_URL) {
  console.error(
    '[izlog] error WORKERS needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) belongs to one process. ' +
      'Start without WORKERS, or set DATABASE_URL (and REDIS_URL, so the processes share the page cache and its purges).',
  )
  process.exit(1)
}
// Without Redis each process would keep its own page cache, site cache and rate limits: a change
// made through one is not seen by the others (issue 25 §7: half the page reads after a price
// change showed the old price). Refused rather than run with the caches off (ADR 049).
if (workers > 1 && !process.env.REDIS_URL) {
  console.error(
    `[izlog] error WORKERS=${workers} needs REDIS_URL: the processes share the page cache, its purges, the site cache and the rate limits through Redis; ` +
      'without it a change made through one process is not seen by the others (old prices on some page reads). Set REDIS_URL, or start one process (no WORKERS).',
  )
  process.exit(1)
}

if (cluster.isWorker) {
  process.env.NODE_ENV = 'production'
  await import('../server.js')
} else {
  buildWhenStale()
  process.env.NODE_ENV = 'production'
  if (workers === 1) await import('../server.js')
  else startCluster(workers)
}

/**
 * The first worker migrates and seeds alone; the others start once it listens. A worker that dies
 * is replaced, unless the cluster is stopping. One that stops before it listens (a port in use,
 * a database that refuses it) is tried again after 1, 2, 4 s, and after MAX_FAILED_STARTS failed
 * starts in a row the cluster stops with a message instead of restarting forever.
 */
function startCluster(count) {
  let stopping = false
  let failedStarts = 0
  const listened = new Set()
  const fork = () => cluster.fork()
  const stopAll = (signal) => {
    stopping = true
    const running = Object.values(cluster.workers ?? {})
    // Between a failed start and the next try there may be no worker left to wait for.
    if (running.length === 0) process.exit(failedStarts >= MAX_FAILED_STARTS ? 1 : 0)
    for (const worker of running) worker?.process.kill(signal)
  }
  cluster.once('listening', () => {
    for (let i = 1; i < count; i++) fork()
  })
  cluster.on('listening', (worker) => {
    listened.add(worker.id)
    failedStarts = 0
  })
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failedStarts >= MAX_FAILED_STARTS ? 1 : 0)
      return
    }
    const how = signal ?? `exit code ${code}`
    if (listened.delete(worker.id)) {
      console.error(`[izlog] error worker ${worker.process.pid} stopped (${how}); starting another`)
      fork()
      return
    }
    failedStarts++
    if (failedStarts >= MAX_FAILED_STARTS) {
      console.error(
        `[izlog] error a worker failed to start ${failedStarts} times in a row (last: ${how}; its error is above); giving up. ` + 'Fix the cause and start again.',
      )
      stopAll('SIGTERM')
      return
    }
    const delayMs = 1000 * 2 ** (failedStarts - 1)
    console.error(
      `[izlog] error worker ${worker.process.pid} stopped before it listened (${how}); trying again in ${delayMs / 1000} s (failed start ${failedStarts} of ${MAX_FAILED_STARTS})`,
    )
    setTimeout(() => {
      if (!stopping) fork()
    }, delayMs)
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal))
  console.log(`[izlog] info  starting ${count} worker processes`)
  fork()
}

/** Builds the site when the build is missing or older than the source. */
function buildWhenStale() {
  const builtAt = fs.existsSync(builtEntry) ? fs.statSync(builtEntry).mtimeMs : 0
  const sourceAt = Math.max(...watched.map(newestMtime))
  if (builtAt < sourceAt) {
    console.log('[izlog] info  building the site (first start or changed source)…')
    const result = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
}
