import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { spawnTsx } from '../../testing/child-process'
import { createScratchDatabase } from '../../testing/scratch-postgres'
import { countTables } from '../../testing/table-snapshot'
import { createTestDatabase } from '../../testing/test-database'
import { openDatabase } from '../client'
import { media, users } from '../schema'
import { seedIfEmpty } from './index'

// A first start killed (kill -9) at several points of the seed, then started again, must end with
// the whole demo site — the same rows as one uninterrupted seed — and every media file on disk.
let dataDir: string
let databaseUrl: string | undefined
let dropScratch = async () => {}
let reference: Record<string, number>

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlog-seed-kill-'))
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'izlog_seed_kill')
    databaseUrl = scratch.url
    dropScratch = scratch.drop
  }
  const clean = await createTestDatabase()
  const referenceMedia = fs.mkdtempSync(path.join(os.tmpdir(), 'izlog-seed-reference-'))
  try {
    await seedIfEmpty(clean.database.db, { seedDemo: true, mediaDir: referenceMedia })
    reference = await countTables(clean.database.db)
  } finally {
    await clean.drop()
    fs.rmSync(referenceMedia, { recursive: true, force: true })
  }
}, 300_000)

afterAll(async () => {
  await dropScratch()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function start() {
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'debug', NODE_ENV: 'production', DATABASE_URL: databaseUrl }
  return spawnTsx('server/testing/children/start-runtime.ts', [], env)
}

const killPoints: { phase: string; delayMs: number }[] = [
  { phase: 'base', delayMs: 0 },
  { phase: 'content', delayMs: 1_500 },
  { phase: 'shop', delayMs: 500 },
  { phase: 'users', delayMs: 0 },
]

it('finishes the demo seed after kill -9 at several points of the first start', async () => {
  for (const point of killPoints) {
    const child = start()
    await child.waitFor(new RegExp(`seed phase \\{"phase":"${point.phase}"\\}`), 240_000)
    await new Promise((resolve) => setTimeout(resolve, point.delayMs))
    await child.kill9()
    expect(child.output(), `killed in ${point.phase} only after the seed was done`).not.toContain('database ready')
  }

  const last = start()
  await last.waitFor(/runtime ready/, 240_000)
  expect((await last.exited).code).toBe(0)
  expect(last.output()).toContain('demo content seeded')

  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'db') })
  try {
    expect(await countTables(database.db)).toEqual(reference)
    expect(await database.db.select().from(users).where(eq(users.email, 'admin@izlog.local'))).toHaveLength(1)
    for (const record of await database.db.select().from(media)) {
      const files = [record.path, ...Object.values(record.variants).flatMap((formats) => Object.values(formats))]
      for (const file of files) expect(fs.existsSync(path.join(dataDir, 'media', file)), file).toBe(true)
    }
  } finally {
    await database.close()
  }
}, 900_000)
