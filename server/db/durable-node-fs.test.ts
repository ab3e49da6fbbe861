import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { rows } from '../catalog/raw-query'
import { openDatabase, type Database } from './client'

// What docs/operations.md promises for the embedded database: a commit returns only after its WAL
// reached the disk (the WAL file is opened O_SYNC), and checkpoints really fsync the data files.
let dataDir: string
let database: Database

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlog-durable-'))
  database = await openDatabase({ dataDir: path.join(dataDir, 'db') })
  await database.db.execute(sql`CREATE TABLE orders_probe (id serial PRIMARY KEY, total int NOT NULL)`)
})
afterAll(async () => {
  await database.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

it('runs PostgreSQL with fsync on and the WAL written synchronously', async () => {
  const setting = async (name: string) => (await rows<Record<string, string>>(database.db, sql.raw(`SHOW ${name}`)))[0]?.[name]
  expect(await setting('fsync')).toBe('on')
  expect(await setting('synchronous_commit')).toBe('on')
  expect(await setting('wal_sync_method')).toBe('open_datasync')
})

it('opens the WAL segment it commits to with O_SYNC', async () => {
  const opened = vi.spyOn(fs, 'openSync')
  // A segment switch makes PostgreSQL open the next WAL file for the following commit.
  await database.db.execute(sql`SELECT pg_switch_wal()`)
  await database.db.execute(sql`INSERT INTO orders_probe (total) VALUES (4200)`)
  const walOpens = opened.mock.calls.filter(([file]) => String(file).includes(`${path.sep}pg_wal${path.sep}0`))
  expect(walOpens.length).toBeGreaterThan(0)
  expect(walOpens.some(([, flags]) => typeof flags === 'number' && (flags & fs.constants.O_SYNC) === fs.constants.O_SYNC)).toBe(true)
})

it('fsyncs the data files at a checkpoint', async () => {
  const synced = vi.spyOn(fs, 'fsyncSync')
  await database.db.execute(sql`INSERT INTO orders_probe (total) VALUES (990)`)
  await database.db.execute(sql`CHECKPOINT`)
  expect(synced.mock.calls.length).toBeGreaterThan(0)
})
