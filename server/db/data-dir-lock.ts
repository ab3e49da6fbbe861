import fs from 'node:fs'
import os from 'node:os'

/**
 * One process at a time on an embedded database directory: PGlite is PostgreSQL in single-user
 * mode, and two of them on one folder corrupt it (duplicate ids, lost writes, an unreadable WAL).
 * The lock is a file next to the folder (`<dir>.lock`, so a restore can replace the folder while
 * holding it), created with O_EXCL and holding the owner's pid; a lock whose process is gone —
 * a kill -9, a power cut — is stale and taken over.
 */
export interface DataDirLock {
  path: string
  release(): void
}

interface LockOwner {
  pid: number
  host: string
  /** Linux process start time (clock ticks since boot): tells a reused pid from the owner. */
  startTime: string | null
  since: string
}

export class DataDirLockedError extends Error {
  readonly code = 'IZLOG_DATA_DIR_LOCKED'
  constructor(
    readonly dir: string,
    readonly ownerPid: number,
    detail: string,
  ) {
    super(`the database directory ${dir} is in use by process ${ownerPid}${detail}; stop that process first (only one process may open an embedded database)`)
    this.name = 'DataDirLockedError'
  }
}

const HELD = Symbol.for('izlog.dataDirLocks')
type GlobalWithLocks = typeof globalThis & { [HELD]?: Set<string> }
/** Locks this process holds: a second open in the same process must fail as well. */
function heldHere(): Set<string> {
  const holder = globalThis as GlobalWithLocks
  holder[HELD] ??= new Set()
  return holder[HELD]
}

export function lockPathFor(dir: string): string {
  return `${dir.replace(/[/\\]+$/, '')}.lock`
}

function processStartTime(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count after ')'.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockOwner>
    return typeof owner.pid === 'number' ? (owner as LockOwner) : null
  } catch {
    return null
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return true // another machine's process: cannot tell, so respect it
  if (owner.pid === process.pid) return false // our own pid from an earlier life (a container restart)
  try {
    process.kill(owner.pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  const startTime = processStartTime(owner.pid)
  return owner.startTime === null || startTime === null || startTime === owner.startTime
}

function tryCreate(lockPath: string): boolean {
  const owner: LockOwner = { pid: process.pid, host: os.hostname(), startTime: processStartTime(process.pid), since: new Date().toISOString() }
  try {
    fs.writeFileSync(lockPath, `${JSON.stringify(owner)}\n`, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/**
 * Removes a stale lock under a short-lived guard directory, so two processes that both found it
 * stale cannot each delete the other's fresh lock.
 */
function removeStale(lockPath: string, stale: LockOwner | null): void {
  const guard = `${lockPath}.takeover`
  try {
    fs.mkdirSync(guard)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    // A guard older than a few seconds belongs to a process that died in these few lines.
    if (Date.now() - fs.statSync(guard).mtimeMs > 5_000) fs.rmSync(guard, { recursive: true, force: true })
    return
  }
  try {
    const current = readOwner(lockPath)
    if (JSON.stringify(current) === JSON.stringify(stale)) fs.rmSync(lockPath, { force: true })
  } finally {
    fs.rmSync(guard, { recursive: true, force: true })
  }
}

export function acquireDataDirLock(dir: string): DataDirLock {
  const lockPath = lockPathFor(dir)
  if (heldHere().has(lockPath)) throw new DataDirLockedError(dir, process.pid, ' (this same process)')
  for (let attempt = 0; attempt < 20; attempt++) {
    if (tryCreate(lockPath)) {
      heldHere().add(lockPath)
      return { path: lockPath, release: () => releaseLock(lockPath) }
    }
    const owner = readOwner(lockPath)
    // An unreadable file is a lock being written this instant, or one cut off by a crash: give the
    // writer a moment, then treat it as stale.
    if (owner && isAlive(owner)) {
      const where = owner.host === os.hostname() ? '' : ` on host ${owner.host}`
      throw new DataDirLockedError(dir, owner.pid, `${where} since ${owner.since} (lock file ${lockPath})`)
    }
    if (!owner && attempt < 3) {
      sleep(50)
      continue
    }
    removeStale(lockPath, owner)
  }
  throw new Error(`could not take the lock ${lockPath}; remove it by hand if no Izlog process runs`)
}

function releaseLock(lockPath: string): void {
  if (!heldHere().delete(lockPath)) return
  if (readOwner(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true })
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}
