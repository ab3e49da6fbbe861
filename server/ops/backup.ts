import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { rows } from '../catalog/raw-query'
import type { Config } from '../config'
import { openDatabase, type Database } from '../db/client'
import { migrationsFolder } from '../db/migrate'
import { countFiles, databaseFileFor, writeArchive, type BackupManifest } from './backup-archive'
import { dumpPostgres } from './postgres-tools'

export type OpsConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'mediaDir'>

export function embeddedDatabaseDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'db')
}

export function defaultBackupFile(now = new Date()): string {
  return path.resolve('backups', `izlog-${now.toISOString().replace(/[:.]/g, '-')}.tar`)
}

/**
 * `npm run backup`: the database and the media folder in one file. PGlite is copied as its data
 * directory (it takes the database lock, so the server must be stopped); PostgreSQL is dumped with
 * pg_dump while the site keeps running (one consistent snapshot).
 */
export async function createBackup(config: OpsConfig, file: string): Promise<BackupManifest> {
  const staging = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'izlog-backup-'))
  try {
    const kind = config.databaseUrl ? 'postgres' : 'pglite'
    const databaseFile = databaseFileFor(kind)
    let lastMigration: string | null
    if (config.databaseUrl) {
      lastMigration = await withDatabase(config, readLastMigration)
      await dumpPostgres(config.databaseUrl, path.join(staging, databaseFile))
    } else {
      if (!fs.existsSync(path.join(embeddedDatabaseDir(config), 'PG_VERSION'))) throw new Error(`no database in ${embeddedDatabaseDir(config)}`)
      lastMigration = await withDatabase(config, async (database) => {
        await database.db.execute(sql`CHECKPOINT`)
        const tarball = await database.pglite!.dumpDataDir('gzip')
        await fs.promises.writeFile(path.join(staging, databaseFile), Buffer.from(await tarball.arrayBuffer()))
        return readLastMigration(database)
      })
    }
    const manifest: BackupManifest = {
      format: 'izlog-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: kind,
      databaseFile,
      lastMigration,
      mediaFiles: countFiles(config.mediaDir),
    }
    await fs.promises.writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    await writeArchive(file, staging, config.mediaDir)
    return manifest
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true })
  }
}

async function withDatabase<T>(config: OpsConfig, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl, applicationName: 'izlog-backup' } : { dataDir: embeddedDatabaseDir(config) },
  )
  try {
    return await work(database)
  } finally {
    await database.close()
  }
}

/** The tag of the newest applied migration, from drizzle's bookkeeping and the journal. */
async function readLastMigration(database: Database): Promise<string | null> {
  const applied = await rows<{ createdAt: string }>(
    database.db,
    sql`SELECT created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
  ).catch(() => [])
  const createdAt = applied[0]?.createdAt
  if (!createdAt) return null
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] }
  return journal.entries.find((entry) => String(entry.when) === createdAt)?.tag ?? createdAt
}
