import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/** USER_HZ: 100 on every Linux build that matters. */
const CLOCK_TICKS_PER_SECOND = 100

export interface RunningServer {
  url: string
  pid: number
  /** The server process's peak resident memory so far (Linux), in MB. */
  peakMemoryMb(): number | null
  /**
   * CPU seconds the server process has used so far (Linux): divided by the requests of a run it
   * gives the CPU cost of one response, which other load on the machine hardly changes.
   */
  cpuSeconds(): number | null
  stop(): Promise<void>
}

/**
 * Starts the built site in its own process on a fresh database — PGlite in a temp folder, or a
 * new database on the PostgreSQL server — exactly as `npm start` would, and waits until it answers.
 */
export async function startServer(input: {
  port: number
  databaseUrl?: string
  databaseName?: string
  /** An existing database to serve as it is (a generated catalogue); nothing is dropped or created. */
  existingDatabaseUrl?: string
  env?: Record<string, string>
  /** How long the first answer may take (a fresh embedded database on a busy machine is slow). */
  startTimeoutMs?: number
}): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(input.port),
    LOG_LEVEL: 'warn',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'izlog-bench-')),
    ...input.env,
  }
  delete env.DATABASE_URL
  if (input.existingDatabaseUrl) env.DATABASE_URL = input.existingDatabaseUrl
  else if (input.databaseUrl) {
    const name = input.databaseName ?? `izlog_bench_${input.port}`
    const admin = new pg.Client({ connectionString: input.databaseUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(input.databaseUrl)
    url.pathname = `/${name}`
    env.DATABASE_URL = url.toString()
  }
  const child: ChildProcess = spawn(process.execPath, ['server.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] })
  const url = `http://127.0.0.1:${input.port}`
  const deadline = Date.now() + (input.startTimeoutMs ?? 120_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/_baseline`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not start within ${(input.startTimeoutMs ?? 120_000) / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    url,
    pid: child.pid ?? 0,
    peakMemoryMb: () => {
      try {
        const kb = /VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]
        return kb ? Math.round(Number(kb) / 1024) : null
      } catch {
        return null
      }
    },
    cpuSeconds: () => {
      try {
        // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name): user and system clock ticks.
        const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
        return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND
      } catch {
        return null
      }
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

export function isPostgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  return client
    .connect()
    .then(() => client.end())
    .then(() => true)
    .catch(() => false)
}
