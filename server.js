// The launcher: production imports the built server bundle; `--dev` loads the same entry through
// Vite with hot reload. Plain JavaScript so it runs without a build step.
import http from 'node:http'
import process from 'node:process'
import { getRequestListener } from '@hono/node-server'

const isDev = process.argv.includes('--dev')
if (!isDev) process.env.NODE_ENV ??= 'production'
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const startedAt = performance.now()

let closeRuntime = async () => {}
let listener

/**
 * A second process on the same embedded database (server/db/data-dir-lock.ts) stops here, before
 * it listens or writes anything, with one line naming the folder and the process holding it.
 */
async function openOrExit(create) {
  try {
    return await create()
  } catch (error) {
    if (error?.code !== 'IZLOG_DATA_DIR_LOCKED') throw error
    console.error(`[izlog] error ${error.message}`)
    process.exit(1)
  }
}

if (isDev) {
  const { createServer } = await import('vite')
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
  const load = () => vite.ssrLoadModule('/server/entry.ts')
  const entry = await load()
  closeRuntime = entry.closeRuntime
  await openOrExit(() => entry.createServerApp())
  listener = (req, res) =>
    vite.middlewares(req, res, async () => {
      try {
        const { createServerApp } = await load()
        const { app } = await createServerApp()
        getRequestListener(app.fetch)(req, res)
      } catch (error) {
        vite.ssrFixStacktrace(error)
        console.error(error)
        res.statusCode = 500
        res.end(String(error?.stack ?? error))
      }
    })
} else {
  const entry = await import('./build/server/index.js')
  closeRuntime = entry.closeRuntime
  const { app } = await openOrExit(() => entry.createServerApp({ clientDir: 'build/client' }))
  listener = getRequestListener(app.fetch)
}

const server = http.createServer(listener)
// A port that cannot be had is the operator's to fix: one line saying so, not a stack trace.
server.on('error', (error) => {
  if (error?.code !== 'EADDRINUSE' && error?.code !== 'EACCES') throw error
  const why = error.code === 'EADDRINUSE' ? 'another program already listens there' : 'this user may not listen there'
  console.error(`[izlog] error cannot listen on ${host}:${port}: ${why} (${error.code}). Stop that program or set another PORT.`)
  closeRuntime()
    .catch((closeError) => console.error(closeError))
    .finally(() => process.exit(1))
})
server.listen(port, host, () => {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
  console.log(`[izlog] info  listening on http://localhost:${port} (${isDev ? 'development' : 'production'}, ready in ${seconds} s)`)
})

// Stop cleanly: PGlite checkpoints on close (the next start replays no WAL) and gives back its lock.
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    server.close()
    server.closeAllConnections?.()
    closeRuntime()
      .catch((error) => console.error(error))
      .finally(() => process.exit(0))
  })
}
