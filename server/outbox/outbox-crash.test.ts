import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { openDatabase, type Database } from '../db/client'
import { migrate } from '../db/migrate'
import { emailTemplates } from '../db/schema'
import { seedBase } from '../db/seed/base'
import { spawnTsx } from '../testing/child-process'
import { startFakeSmtp, type FakeSmtp } from '../testing/fake-smtp'
import { createScratchDatabase } from '../testing/scratch-postgres'
import { enqueueEmail } from './enqueue'
import { processOutbox } from './outbox-worker'

/**
 * Issue 25 §6: a sender killed in the middle of a batch. The messages that went out before the kill
 * were each marked sent as they went, so the next sweep sends only the rest: the mail server gets
 * every message once (it used to get the whole batch again, 2–9 duplicates). A real process, a
 * real kill -9, the real database (PostgreSQL with DATABASE_URL, else PGlite on disk).
 */
const serverUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined
let dataDir = ''
let scratch: { url: string; drop(): Promise<void> } | undefined
let smtp: FakeSmtp
/** While true the mail server never accepts the third message: the sender is killed waiting for it. */
let holdThird = true
let ids: number[] = []

const open = (): Promise<Database> => openDatabase(scratch ? { url: scratch.url } : { dataDir: path.join(dataDir, 'db') })

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'izlog-outbox-crash-'))
  if (serverUrl) scratch = await createScratchDatabase(serverUrl, 'izlog_outbox_crash')
  smtp = await startFakeSmtp({ mode: 'answer', hold: (id) => (holdThird && id === `<outbox-${ids[2]}@izlog>` ? new Promise<void>(() => undefined) : Promise.resolve()) })
  const database = await open()
  try {
    await migrate(database)
    const site = await seedBase(database.db, { siteName: 'Test' })
    const { db } = database
    await db.insert(emailTemplates).values({ siteId: site.id, key: 'test.crash', locale: 'hr', subject: 'Poruka {{n}}', body: '<p>{{n}}</p>' })
    for (const n of [1, 2, 3]) {
      await db.transaction((tx) => enqueueEmail(tx, { siteId: site.id, dedupeKey: `crash:${n}`, email: { template: 'test.crash', locale: 'hr', to: 'kupac@example.hr', vars: { n } } }))
    }
    ids = (await db.query.outbox.findMany({ orderBy: (o, { asc }) => asc(o.id) })).map((row) => row.id)
  } finally {
    await database.close()
  }
}, 120_000)
afterAll(async () => {
  await smtp?.close()
  await scratch?.drop()
  await fs.rm(dataDir, { recursive: true, force: true })
})

describe('a sender killed mid-batch', () => {
  it('sends each message once: what went out before the kill is not sent again', async () => {
    expect(ids).toHaveLength(3)
    const child = spawnTsx('server/testing/children/send-outbox.ts', [], {
      DATA_DIR: dataDir,
      DATABASE_URL: scratch?.url,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    })
    try {
      // The third message's data has arrived and waits for its 250: the first two went out.
      expect(await smtp.received(3)).toBe(`<outbox-${ids[2]}@izlog>`)
      await child.kill9()
    } finally {
      await child.kill9()
    }
    expect(smtp.accepted).toEqual([`<outbox-${ids[0]}@izlog>`, `<outbox-${ids[1]}@izlog>`])

    // The next sweep, once the dead sender's claim has expired (an hour later here).
    holdThird = false
    const database = await open()
    try {
      const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), smtpUrl: smtp.url }
      await processOutbox(database.db, config, new Date(Date.now() + 3_600_000))
      const rows = await database.db.query.outbox.findMany({ orderBy: (o, { asc }) => asc(o.id) })
      expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent'])
    } finally {
      await database.close()
    }
    expect(smtp.accepted).toEqual(ids.map((id) => `<outbox-${id}@izlog>`))
  })
})
