import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { spawnTsx, type Child } from '../testing/child-process'
import { acquireDataDirLock, DataDirLockedError, lockPathFor } from './data-dir-lock'

// The lock guards the embedded database, so every child runs on PGlite even when the suite runs
// against PostgreSQL. One data directory for the file: creating and migrating a PGlite folder takes most of a test's time.
let dataDir: string
const children: Child[] = []

let embedded: Record<string, string | undefined>
/** Real processes that create, migrate and open PGlite: slow on a busy machine. */
const PROCESS_TEST_TIMEOUT = 300_000

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlog-lock-'))
  embedded = { DATA_DIR: dataDir, DATABASE_URL: undefined, LOG_LEVEL: 'warn' }
})
afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => child.kill9()))
})
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function hold(): Child {
  const child = spawnTsx('server/testing/children/hold-database.ts', [], embedded)
  children.push(child)
  return child
}

describe('data directory lock (in process)', () => {
  it('refuses a second lock in the same process and gives it back on release', () => {
    const dir = path.join(dataDir, 'scratch')
    const lock = acquireDataDirLock(dir)
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
    lock.release()
    expect(fs.existsSync(lockPathFor(dir))).toBe(false)
    acquireDataDirLock(dir).release()
  })

  it('takes over a lock whose process is gone', async () => {
    const dir = path.join(dataDir, 'scratch')
    const gone = spawn(process.execPath, ['-e', ''])
    const pid = gone.pid!
    await new Promise((resolve) => gone.on('exit', resolve))
    fs.writeFileSync(lockPathFor(dir), JSON.stringify({ pid, host: os.hostname(), startTime: null, since: 'earlier' }))
    const lock = acquireDataDirLock(dir)
    expect(JSON.parse(fs.readFileSync(lock.path, 'utf8')).pid).toBe(process.pid)
    lock.release()
  })

  it('respects a lock held by a live process and names it', async () => {
    const dir = path.join(dataDir, 'scratch')
    const alive = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'])
    try {
      fs.writeFileSync(lockPathFor(dir), JSON.stringify({ pid: alive.pid, host: os.hostname(), startTime: null, since: 'now' }))
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`${dir}.*process ${alive.pid}`))
    } finally {
      alive.kill('SIGKILL')
      fs.rmSync(lockPathFor(dir), { force: true })
    }
  })
})

describe('two processes on one data directory', () => {
  it('stops the second at once, keeps the first serving, and reopens cleanly after a kill -9', async () => {
    const first = hold()
    const [, firstPid] = await first.waitFor(/ready (\d+)/)

    const second = hold()
    const { code } = await second.exited
    expect(code).toBe(1)
    expect(second.output()).toContain(path.join(dataDir, 'db'))
    expect(second.output()).toContain(`process ${firstPid}`)

    // The first process was not disturbed: its writes all land, ids stay unique.
    first.send('insert 500')
    await first.waitFor(/inserted/)
    first.send('count')
    await first.waitFor(/count 500 500/)

    await first.kill9()
    const third = hold()
    await third.waitFor(/ready \d+/)
    third.send('count')
    await third.waitFor(/count 500 500/)
  }, PROCESS_TEST_TIMEOUT)

  it('makes user:create say that the server holds the database', async () => {
    const server = hold()
    const [, serverPid] = await server.waitFor(/ready (\d+)/)
    const create = spawnTsx('scripts/create-user.ts', ['--email', 'ana@example.hr', '--password', 'a-long-pass-phrase'], embedded)
    children.push(create)
    expect((await create.exited).code).toBe(1)
    expect(create.output()).toContain(`process ${serverPid}`)
    expect(create.output()).toContain('The running Izlog server holds the embedded database')
  }, PROCESS_TEST_TIMEOUT)

  it('makes the real server (node server.js) exit with the message before it listens', async () => {
    const server = hold()
    const [, serverPid] = await server.waitFor(/ready (\d+)/)
    const { DATABASE_URL: _postgres, ...environment } = process.env
    const launcher = spawn(process.execPath, ['server.js', '--dev'], {
      env: { ...environment, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    launcher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    launcher.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => launcher.on('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain(`[izlog] error the database directory ${path.join(dataDir, 'db')} is in use by process ${serverPid}`)
    expect(output).not.toContain('listening')
  }, PROCESS_TEST_TIMEOUT)
})
