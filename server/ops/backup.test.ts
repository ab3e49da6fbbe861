import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { openDatabase, type Database } from '../db/client'
import { DataDirLockedError } from '../db/data-dir-lock'
import { migrate } from '../db/migrate'
import { members, media, sites } from '../db/schema'
import { seedIfEmpty } from '../db/seed'
import { storeImage } from '../media/media-service'
import { createScratchDatabase } from '../testing/scratch-postgres'
import { snapshotTables } from '../testing/table-snapshot'
import { createBackup } from './backup'
import { restoreBackup } from './restore'
import type { OpsConfig } from './backup'

// The round trip on the database this run uses: PGlite in a temp DATA_DIR, or with DATABASE_URL a
// scratch database on that server. Every table and every media file must come back as it was.
let root: string
let config: OpsConfig
let dropScratch = async () => {}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'izlog-backup-'))
  let databaseUrl: string | undefined
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'izlog_backup')
    databaseUrl = scratch.url
    dropScratch = scratch.drop
  }
  config = { ...loadConfig({ DATA_DIR: path.join(root, 'data') }), databaseUrl }
  fs.mkdirSync(config.dataDir, { recursive: true })
  await withInstall(async (database) => {
    await seedIfEmpty(database.db, { seedDemo: false, mediaDir: config.mediaDir })
    const [site] = await database.db.select().from(sites)
    for (const color of ['#2a9d8f', '#e76f51']) {
      const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: color } }).png().toBuffer()
      await storeImage(database.db, { siteId: site!.id, mediaDir: config.mediaDir, buffer, title: `Boja ${color}`, alt: color })
    }
    await database.db.insert(members).values({ barcode: '3850000000019', name: 'Član prije sigurnosne kopije' })
  })
}, 300_000)

afterAll(async () => {
  await dropScratch()
  fs.rmSync(root, { recursive: true, force: true })
})

function open(): Promise<Database> {
  return openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') })
}

async function withInstall<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await open()
  try {
    await migrate(database)
    return await work(database)
  } finally {
    await database.close()
  }
}

function mediaFiles(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {}
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  return Object.fromEntries(
    files.map((entry) => {
      const full = path.join(entry.parentPath, entry.name)
      return [path.relative(dir, full), createHash('sha256').update(fs.readFileSync(full)).digest('hex')]
    }),
  )
}

describe(`backup and restore (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('brings back every table and every media file after the install changed', async () => {
    const tablesBefore = await withInstall((database) => snapshotTables(database.db))
    const mediaBefore = mediaFiles(config.mediaDir)
    expect(Object.keys(mediaBefore).length).toBeGreaterThan(4)

    const file = path.join(root, 'izlog.tar')
    const manifest = await createBackup(config, file)
    expect(manifest).toMatchObject({ database: config.databaseUrl ? 'postgres' : 'pglite', mediaFiles: Object.keys(mediaBefore).length })
    expect(manifest.lastMigration).not.toBeNull()

    // Life goes on, then goes wrong: rows added and removed, a media file lost, a stray one added.
    await withInstall(async (database) => {
      await database.db.insert(members).values({ barcode: '3850000000026', name: 'Član poslije' })
      await database.db.delete(media).where(eq(media.title, 'Boja #2a9d8f'))
    })
    const [lost] = Object.keys(mediaBefore)
    fs.rmSync(path.join(config.mediaDir, lost!))
    fs.writeFileSync(path.join(config.mediaDir, 'stray.txt'), 'not in the backup')

    const { previous } = await restoreBackup(config, file)
    expect(previous.length).toBeGreaterThan(0)
    for (const kept of previous) expect(fs.existsSync(kept), kept).toBe(true)

    expect(await withInstall((database) => snapshotTables(database.db))).toEqual(tablesBefore)
    expect(mediaFiles(config.mediaDir)).toEqual(mediaBefore)
    // Sequences came back too: a new row gets a fresh id instead of colliding with a restored one.
    await withInstall(async (database) => {
      const [added] = await database.db.insert(members).values({ barcode: '3850000000033', name: 'Nakon povrata' }).returning()
      const ids = (await database.db.select().from(members)).map((row) => row.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(added!.id).toBe(Math.max(...ids))
    })
  }, 300_000)

  it('refuses to restore while the install is running', async () => {
    const file = path.join(root, 'refused.tar')
    await createBackup(config, file)
    const running = await open()
    try {
      await running.db.select().from(sites) // a live session, as a serving process has
      const refusal = restoreBackup(config, file)
      if (config.databaseUrl) await expect(refusal).rejects.toThrow(/the install is running: PostgreSQL sessions \d+/)
      else await expect(refusal).rejects.toThrow(DataDirLockedError)
    } finally {
      await running.close()
    }
  }, 300_000)
})
