// `npm start`: builds the site when the build is missing or older than the source, then serves it.
import { spawnSync } from 'node:child_process'
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

process.env.NODE_ENV = 'production'
await import('../server.js')
