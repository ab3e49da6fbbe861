// Runs the browser tests as two Playwright processes at once, each with its own built server and its
// own database (ports E2E_PORT and E2E_PORT+1), so a 2-core CI machine keeps both cores busy: one
// process alone leaves a core waiting on the browser or the server. The split is in
// playwright.config.ts (E2E_GROUP). Each process's lines are prefixed with its group; the exit code
// is the first failing group's. Then the specs that need media on a bucket run on a third server
// with an s3rver beside it (E2E_MEDIA_S3=1, ADR 064).
import { spawn } from 'node:child_process'
import readline from 'node:readline'

const basePort = Number(process.env.E2E_PORT ?? 3210)
const groups = ['a', 'b']
const extraArgs = process.argv.slice(2)

function runGroup(group, index, env = { E2E_GROUP: group }) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...extraArgs, ...(env.E2E_MEDIA_S3 ? ['--pass-with-no-tests'] : [])], {
      env: { ...process.env, ...env, E2E_PORT: String(basePort + index) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`[e2e ${group}] ${line}`))
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const codes = await Promise.all(groups.map((group, index) => runGroup(group, index)))
codes.push(await runGroup('s3', 0, { E2E_MEDIA_S3: '1' }))
process.exit(codes.find((code) => code !== 0) ?? 0)
