import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import zlib from 'node:zlib'

/**
 * pg_dump and psql, the PostgreSQL client programs: from PATH, else the newest one a Debian or
 * Ubuntu package installs under /usr/lib/postgresql/<major>/bin. pg_dump must be at least the
 * server's major version; it says so itself when it is not.
 */
export function findPostgresTool(name: 'pg_dump' | 'psql'): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name)
    if (dir && fs.existsSync(candidate)) return candidate
  }
  const root = '/usr/lib/postgresql'
  const majors = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : []
  for (const major of majors) {
    const candidate = path.join(root, major, 'bin', name)
    if (fs.existsSync(candidate)) return candidate
  }
  throw new Error(`${name} not found: install the PostgreSQL client programs (e.g. apt install postgresql-client) matching your server's version`)
}

/** Connection settings as libpq environment variables, so no password appears in a process list. */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(parsed.hostname),
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
    PGUSER: decodeURIComponent(parsed.username),
    PGAPPNAME: 'izlog-backup',
  }
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password)
  const sslmode = parsed.searchParams.get('sslmode')
  if (sslmode) env.PGSSLMODE = sslmode
  return env
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv, stdin?: Readable): Promise<void> {
  const child = spawn(command, args, { env, stdio: [stdin ? 'pipe' : 'ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', resolve)
  })
  if (stdin && child.stdin) {
    // psql stops reading at the first error (ON_ERROR_STOP); that broken pipe is reported by its exit code.
    await pipeline(stdin, child.stdin).catch(() => {})
  }
  const code = await exited
  if (code !== 0) throw new Error(`${path.basename(command)} failed (exit ${code}): ${stderr.trim()}`)
}

/** A plain-SQL dump of the whole database, gzip-compressed: schema, data and sequence positions. */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  await run(findPostgresTool('pg_dump'), ['--format=plain', '--no-owner', '--no-privileges', '--compress=6', `--file=${file}`], libpqEnv(url))
}

/**
 * Replaces the database's content with a dump in one transaction: the old schemas are dropped and
 * the dump loaded, or — on any error — nothing changes.
 */
export async function loadPostgresDump(url: string, file: string): Promise<void> {
  const wipe = 'BEGIN;\nDROP SCHEMA IF EXISTS drizzle CASCADE;\nDROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n'
  async function* script() {
    yield Buffer.from(wipe)
    yield* fs.createReadStream(file).pipe(zlib.createGunzip())
    yield Buffer.from('\nCOMMIT;\n')
  }
  await run(findPostgresTool('psql'), ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--file=-'], libpqEnv(url), Readable.from(script()))
}
