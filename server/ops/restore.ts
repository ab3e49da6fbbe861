import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { rows } from '../catalog/raw-query'
import { APPLICATION_NAME, openDatabase } from '../db/client'
import { acquireDataDirLock } from '../db/data-dir-lock'
import { readArchive } from './backup-archive'
import { createBackup, embeddedDatabaseDir, type OpsConfig } from './backup'
import { loadPostgresDump } from './postgres-tools'

export interface RestoreResult {
  /** Where the install's previous state went: folders set aside (PGlite) or a backup file (PostgreSQL). */
  previous: string[]
}

/**
 * `npm run restore FILE`: brings a stopped install back to a backup. It refuses while the install
 * runs (the embedded database's lock; on PostgreSQL, sessions of the application), and it never
 * destroys the state it replaces: PGlite's folders are renamed aside, a PostgreSQL database is
 * backed up first.
 */
export async function restoreBackup(config: OpsConfig, file: string): Promise<RestoreResult> {
  const unpacked = await fs.promises.mkdtemp(path.join(config.dataDir, '.restore-'))
  try {
    const manifest = await readArchive(path.resolve(file), unpacked)
    const kind = config.databaseUrl ? 'postgres' : 'pglite'
    if (manifest.database !== kind) {
      throw new Error(`${file} holds a ${manifest.database} database, but this install runs on ${kind} (DATABASE_URL ${config.databaseUrl ? 'set' : 'unset'})`)
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const restoredMedia = path.join(unpacked, path.basename(config.mediaDir))
    if (!fs.existsSync(restoredMedia)) await fs.promises.mkdir(restoredMedia)
    const databaseFile = path.join(unpacked, manifest.databaseFile)
    return kind === 'pglite'
      ? await restoreEmbedded(config, databaseFile, restoredMedia, stamp)
      : await restorePostgres(config, databaseFile, restoredMedia, stamp)
  } finally {
    await fs.promises.rm(unpacked, { recursive: true, force: true })
  }
}

async function restoreEmbedded(config: OpsConfig, databaseFile: string, restoredMedia: string, stamp: string): Promise<RestoreResult> {
  const dbDir = embeddedDatabaseDir(config)
  const lock = acquireDataDirLock(dbDir)
  try {
    // Build and check the new data directory beside the old one before anything is replaced.
    const incoming = `${dbDir}.restoring-${stamp}`
    const restored = await openDatabase({ dataDir: incoming, loadDataDir: new Blob([await fs.promises.readFile(databaseFile)]) })
    try {
      await restored.db.execute(sql`SELECT count(*) FROM sites`)
      await restored.db.execute(sql`CHECKPOINT`)
    } finally {
      await restored.close()
    }
    const previous = [setAside(dbDir, stamp), setAside(config.mediaDir, stamp)].filter((p): p is string => p !== null)
    await fs.promises.rename(incoming, dbDir)
    await fs.promises.rename(restoredMedia, config.mediaDir)
    return { previous }
  } finally {
    lock.release()
  }
}

async function restorePostgres(config: OpsConfig, databaseFile: string, restoredMedia: string, stamp: string): Promise<RestoreResult> {
  const url = config.databaseUrl!
  const database = await openDatabase({ url, applicationName: 'izlog-restore' })
  try {
    const running = await rows<{ pid: number }>(
      database.db,
      sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${APPLICATION_NAME}`,
    )
    if (running.length > 0) {
      throw new Error(`the install is running: PostgreSQL sessions ${running.map((r) => r.pid).join(', ')} belong to an Izlog server; stop every server process first`)
    }
  } finally {
    await database.close()
  }
  const safety = path.join(config.dataDir, 'backups', `before-restore-${stamp}.tar`)
  await createBackup(config, safety)
  await loadPostgresDump(url, databaseFile)
  const previous = setAside(config.mediaDir, stamp)
  await fs.promises.rename(restoredMedia, config.mediaDir)
  if (previous) await fs.promises.rm(previous, { recursive: true, force: true }) // it is in the safety backup
  return { previous: [safety] }
}

function setAside(dir: string, stamp: string): string | null {
  if (!fs.existsSync(dir)) return null
  const aside = `${dir}.before-restore-${stamp}`
  fs.renameSync(dir, aside)
  return aside
}
