// `npm start`: builds the site when the build is missing or older than the source, then serves it.
// `WORKERS=N` serves it from N processes sharing the port (Node's cluster; ADR 023).
import { spawnSync } from 'node:child_process'
import cluster from 'node:cluster'
import fs from 'node:fs'
import path from 'node:path'

const watched = ['app', 'common', 'server', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts']
const builtEntry = 'build/server/index.js'

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
 * is replaced, unless the cluster is stopping.
 */
function startCluster(count) {
  let stopping = false
  const fork = () => cluster.fork()
  cluster.once('listening', () => {
    for (let i = 1; i < count; i++) fork()
  })
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    console.error(`[izlog] error worker ${worker.process.pid} stopped (${signal ?? code}); starting another`)
    fork()
  })
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    })
  }
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
